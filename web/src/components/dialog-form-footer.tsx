import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface DialogFormFooterProps {
  onCancel: () => void;
  submitLabel: ReactNode;
  pending: boolean;
  /** Without it the button submits its form. */
  onSubmit?: () => void;
  /** Cancel waits while work that cannot be stopped is under way. */
  cancelDisabled?: boolean;
  submitTestId?: string;
  /** Further actions, placed between Cancel and the main one. */
  children?: ReactNode;
}

/** Cancel, any further actions, and the main action of a dialog's form. */
export function DialogFormFooter({
  onCancel,
  submitLabel,
  pending,
  onSubmit,
  cancelDisabled,
  submitTestId,
  children,
}: DialogFormFooterProps) {
  return (
    <div className="dialog-footer">
      <Button variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </Button>
      {children}
      <Button type={onSubmit ? 'button' : 'submit'} onClick={onSubmit} loading={pending} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </div>
  );
}
