import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import './ui/dialog.css';

interface DialogFormFooterProps {
  onCancel: () => void;
  /** What Cancel says where it steps back rather than out ("Back"). */
  cancelLabel?: ReactNode;
  submitLabel: ReactNode;
  pending: boolean;
  /** Without it the button submits its form. */
  onSubmit?: () => void;
  /** Cancel waits while work that cannot be stopped is under way. */
  cancelDisabled?: boolean;
  submitTestId?: string;
  /** A main action that destroys something is shown as such. */
  submitVariant?: ButtonProps['variant'];
  /** The main action waits until the form says it may go (a typed confirmation, say). */
  submitDisabled?: boolean;
  /** Further actions, placed between Cancel and the main one. */
  children?: ReactNode;
}

/** Cancel, any further actions, and the main action of a dialog's form. */
export function DialogFormFooter({
  onCancel,
  cancelLabel = 'Cancel',
  submitLabel,
  pending,
  onSubmit,
  cancelDisabled,
  submitTestId,
  submitVariant,
  submitDisabled,
  children,
}: DialogFormFooterProps) {
  return (
    <div className="dialog-footer">
      <Button variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      {children}
      <Button
        type={onSubmit ? 'button' : 'submit'}
        variant={submitVariant}
        onClick={onSubmit}
        disabled={submitDisabled}
        loading={pending}
        data-testid={submitTestId}
      >
        {submitLabel}
      </Button>
    </div>
  );
}
