import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useOpener } from './dialog-opener';
import './dialog.css';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}

/**
 * A modal dialog: focus is trapped inside, Escape and the close button dismiss it, and on closing focus goes
 * back to what opened it. The body scrolls between the title and the action buttons, which stay in view.
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, size = 'md', testId }: DialogProps) {
  const { rememberOpener, returnFocus } = useOpener(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          ref={rememberOpener}
          onCloseAutoFocus={returnFocus}
          className={`dialog dialog-${size}`}
          data-testid={testId}
          // Radix links the description itself; without one it must be told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog-head">
            <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="btn btn-ghost btn-sm dialog-close" aria-label="Close">
              ✕
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="dialog-description muted small">{description}</RadixDialog.Description>
          )}
          {children != null && <div className="dialog-body">{children}</div>}
          {footer && <div className="dialog-footer">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  testId?: string;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busy,
  onConfirm,
  testId,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      testId={testId}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    />
  );
}
