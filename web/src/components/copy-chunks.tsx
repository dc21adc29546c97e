import {
  chunkEmails,
  chunkLabel,
  clipboardText,
  COPY_CHUNK_SIZES,
  type CopyChunkSize,
} from '@listkeep/common/src/chunk';
import { countText, formatCount } from '@listkeep/common/src/count-text';
import { useMemo, useState } from 'react';
import { copyText } from '@/lib/clipboard';
import { partKey, useCopiedParts } from '@/lib/copied-parts';
import { notify } from '@/lib/toast';
import { useFlash } from '@/lib/use-flash';
import { Segmented } from './segmented';
import './copy-chunks.css';

/** A long list in parts of 50, 100 or 200, one button each, each marked once copied for as long as the page is open. */
export function CopyChunks({ emails }: { emails: readonly string[] }) {
  const [size, setSize] = useState<CopyChunkSize>(50);
  const chunks = useMemo(
    () => chunkEmails(emails, size).map((chunk) => ({ ...chunk, key: partKey(chunk.emails) })),
    [emails, size],
  );
  const copied = useCopiedParts((s) => s.copied);
  const mark = useCopiedParts((s) => s.mark);
  const [justCopied, setJustCopied] = useState<number | null>(null);
  const [flashing, flash] = useFlash();
  const done = chunks.filter((chunk) => copied.has(chunk.key)).length;

  const copyChunk = async (index: number, chunk: readonly string[]) => {
    if (await copyText(clipboardText(chunk))) {
      mark(chunk);
      setJustCopied(index);
      flash();
    } else {
      notify('Failed to copy to clipboard', 'error');
    }
  };

  return (
    <div className="stack">
      <p className="small muted">
        {countText(emails.length, 'subscriber')}. Most mail providers limit how many people one message can go to, so
        copy the list in parts and send one email per part.
      </p>
      <Segmented
        label="Addresses per part"
        value={String(size) as `${CopyChunkSize}`}
        options={COPY_CHUNK_SIZES.map((s) => ({ value: String(s) as `${CopyChunkSize}`, label: String(s) }))}
        onChange={(v) => {
          setSize(Number(v) as CopyChunkSize);
          setJustCopied(null);
        }}
      />
      <p className="small" data-testid="copy-progress" aria-live="polite">
        {done === 0
          ? 'Each part is marked once copied.'
          : `${formatCount(done)} of ${countText(chunks.length, 'part')} copied.`}
      </p>
      <div className="chunk-grid" data-testid="copy-chunks">
        {chunks.map((chunk, index) => {
          const isDone = copied.has(chunk.key);
          return (
            <button
              key={`${size}-${index}`}
              type="button"
              className={`btn ${isDone ? 'btn-secondary chunk-done' : 'btn-primary'}`}
              data-copied={isDone || undefined}
              onClick={() => void copyChunk(index, chunk.emails)}
            >
              {flashing && justCopied === index ? 'Copied!' : chunkLabel(chunk)}
              {isDone && !(flashing && justCopied === index) && (
                <span className="chunk-tick">
                  {' '}
                  <span aria-hidden="true">✓</span> Copied
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
