import {
  chunkEmails,
  chunkLabel,
  clipboardText,
  copyAtOnce,
  COPY_CHUNK_SIZES,
  type CopyChunkSize,
} from '@listkeep/common/src/chunk';
import { formatCount } from '@listkeep/common/src/import';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { copyText } from '@/lib/clipboard';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { Segmented } from './segmented';

/** Spec section 9: the copied mark resets after 1.5 s; a short list's dialog closes after 1 s. */
const COPIED_RESET_MS = 1500;
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
 * Copies a list into the clipboard to paste into BCC (spec section 9): 50 or
 * fewer at once, longer lists in chunks of 50, 100 or 200 with one button each.
 */
export function CopyListDialog({ open, onOpenChange, listName, load }: CopyListDialogProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [size, setSize] = useState<CopyChunkSize>(50);
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const [justCopied, setJustCopied] = useState<number | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const closeRef = useRef(onOpenChange);
  closeRef.current = onOpenChange;

  useEffect(() => {
    if (!open) return;
    let live = true;
    const timers: ReturnType<typeof setTimeout>[] = [];
    setState({ kind: 'loading' });
    setDone(new Set());
    setJustCopied(null);
    loadRef.current().then(
      async (emails) => {
        if (!live) return;
        if (emails.length === 0) {
          notify('No subscribers to copy.', 'warning');
          closeRef.current(false);
          return;
        }
        if (!copyAtOnce(emails.length)) {
          setState({ kind: 'chunks', emails });
          return;
        }
        const ok = await copyText(clipboardText(emails));
        if (!live) return;
        if (!ok) {
          notify('Failed to copy to clipboard', 'error');
          setState({ kind: 'manual', emails });
          return;
        }
        notify('Subscriber list copied to clipboard.', 'success');
        setState({ kind: 'copied', count: emails.length });
        timers.push(setTimeout(() => live && closeRef.current(false), CLOSE_AFTER_MS));
      },
      (error: unknown) => {
        if (live) setState({ kind: 'error', message: errorMessage(error, 'The list could not be loaded.') });
      },
    );
    return () => {
      live = false;
      timers.forEach(clearTimeout);
    };
  }, [open]);

  useEffect(() => {
    if (justCopied === null) return;
    const id = setTimeout(() => setJustCopied(null), COPIED_RESET_MS);
    return () => clearTimeout(id);
  }, [justCopied]);

  const copyChunk = async (index: number, emails: string[]) => {
    if (await copyText(clipboardText(emails))) {
      setDone((prev) => new Set(prev).add(index));
      setJustCopied(index);
    } else {
      notify('Failed to copy to clipboard', 'error');
    }
  };

  let body: React.ReactNode;
  if (state.kind === 'loading') {
    body = (
      <div className="row">
        <Spinner size="sm" label="" /> Loading the list…
      </div>
    );
  } else if (state.kind === 'error') {
    body = (
      <p className="form-error" role="alert">
        {state.message}
      </p>
    );
  } else if (state.kind === 'copied') {
    body = (
      <p className="form-success" role="status" data-testid="copy-done">
        Subscriber list copied to clipboard. {formatCount(state.count)} addresses are ready to paste into BCC.
      </p>
    );
  } else if (state.kind === 'manual') {
    body = (
      <div className="stack-sm">
        <p className="small muted">Your browser blocked the clipboard. Select the list below and copy it yourself.</p>
        <textarea className="input textarea" readOnly rows={6} value={clipboardText(state.emails)} aria-label="List" />
      </div>
    );
  } else {
    const chunks = chunkEmails(state.emails, size);
    body = (
      <div className="stack">
        <p className="small muted">
          {formatCount(state.emails.length)} subscribers. Most mail providers limit how many people one message can go
          to, so copy the list in parts and send one email per part.
        </p>
        <Segmented
          label="Addresses per part"
          value={String(size) as `${CopyChunkSize}`}
          options={COPY_CHUNK_SIZES.map((s) => ({ value: String(s) as `${CopyChunkSize}`, label: String(s) }))}
          onChange={(v) => {
            setSize(Number(v) as CopyChunkSize);
            setDone(new Set());
            setJustCopied(null);
          }}
        />
        <div className="chunk-grid" data-testid="copy-chunks">
          {chunks.map((chunk, index) => (
            <button
              key={`${size}-${index}`}
              type="button"
              className={`btn ${done.has(index) ? 'btn-secondary chunk-done' : 'btn-primary'}`}
              data-copied={done.has(index) || undefined}
              onClick={() => void copyChunk(index, chunk.emails)}
            >
              {justCopied === index ? 'Copied!' : chunkLabel(chunk)}
              {done.has(index) && justCopied !== index && <span aria-label="copied"> ✓</span>}
            </button>
          ))}
        </div>
      </div>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Copy ${listName}`}
      description="Paste the addresses into the BCC field of your email."
      testId="copy-dialog"
    >
      {body}
    </Dialog>
  );
}
