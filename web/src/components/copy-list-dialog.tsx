import { clipboardText, copyAtOnce } from '@listkeep/common/src/chunk';
import { countText, pluralize } from '@listkeep/common/src/count-text';
import { useEffect, useEffectEvent, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { copyText } from '@/lib/clipboard';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { CopyChunks } from './copy-chunks';

/** docs/product.md §9: a short list's dialog closes 1 s after it was copied. */
const CLOSE_AFTER_MS = 1000;

interface CopyListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** e.g. "Parish Notes" */
  listName: string;
  /** Loads the currently subscribed addresses. */
  load: () => Promise<string[]>;
}

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'copied'; count: number }
  | { kind: 'manual'; emails: string[] }
  | { kind: 'chunks'; emails: string[] };

/**
 * Copies a list into the clipboard to paste into BCC (docs/product.md §9): 50 or
 * fewer at once, longer lists in chunks of 50, 100 or 200 with one button each.
 */
export function CopyListDialog({ open, onOpenChange, listName, load }: CopyListDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Copy ${listName}`}
      description="Paste the addresses into the BCC field of your email."
      testId="copy-dialog"
    >
      {/* The dialog's content mounts on each opening, so each opening loads the list afresh. */}
      <CopyList load={load} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** Loads the list once, then copies it whole, offers it in parts, or shows it to copy by hand. */
function CopyList({ load, onClose }: { load: () => Promise<string[]>; onClose: () => void }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const loadList = useEffectEvent(load);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    let live = true;
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    const copyAll = async (emails: string[]) => {
      if (emails.length === 0) {
        notify('No subscribers to copy.', 'warning');
        return close();
      }
      if (!copyAtOnce(emails.length)) return setState({ kind: 'chunks', emails });
      const copied = await copyText(clipboardText(emails));
      if (!live) return;
      if (!copied) {
        notify('Failed to copy to clipboard', 'error');
        return setState({ kind: 'manual', emails });
      }
      notify('Subscriber list copied to clipboard.', 'success');
      setState({ kind: 'copied', count: emails.length });
      closeTimer = setTimeout(() => live && close(), CLOSE_AFTER_MS);
    };
    loadList().then(
      (emails) => live && void copyAll(emails),
      (error: unknown) =>
        live && setState({ kind: 'error', message: errorMessage(error, 'The list could not be loaded.') }),
    );
    return () => {
      live = false;
      clearTimeout(closeTimer);
    };
  }, []);

  return <CopyListState state={state} />;
}

function CopyListState({ state }: { state: State }) {
  switch (state.kind) {
    case 'loading':
      return (
        <div className="row">
          <Spinner size="sm" label="" /> Loading the list…
        </div>
      );
    case 'error':
      return (
        <p className="form-error" role="alert">
          {state.message}
        </p>
      );
    case 'copied':
      return (
        <p className="form-success" role="status" data-testid="copy-done">
          Subscriber list copied to clipboard. {countText(state.count, 'address', 'addresses')}{' '}
          {pluralize(state.count, 'is', 'are')} ready to paste into BCC.
        </p>
      );
    case 'manual':
      return (
        <div className="stack-sm">
          <p className="small muted">Your browser blocked the clipboard. Select the list below and copy it yourself.</p>
          <textarea
            className="input textarea"
            readOnly
            rows={6}
            value={clipboardText(state.emails)}
            aria-label="List"
          />
        </div>
      );
    case 'chunks':
      return <CopyChunks emails={state.emails} />;
  }
}
