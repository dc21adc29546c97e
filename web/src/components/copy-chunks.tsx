import {
  chunkEmails,
  chunkLabel,
  clipboardText,
  COPY_CHUNK_SIZES,
  type CopyChunkSize,
} from '@listkeep/common/src/chunk';
import { countText } from '@listkeep/common/src/count-text';
import { useEffect, useState } from 'react';
import { copyText } from '@/lib/clipboard';
import { notify } from '@/lib/toast';
import { Segmented } from './segmented';

/** docs/product.md §9: the copied mark resets after 1.5 s. */
const COPIED_RESET_MS = 1500;

/** A long list in parts of 50, 100 or 200, one button each, marked once copied. */
export function CopyChunks({ emails }: { emails: readonly string[] }) {
  const [size, setSize] = useState<CopyChunkSize>(50);
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const [justCopied, setJustCopied] = useState<number | null>(null);

  useEffect(() => {
    if (justCopied === null) return;
    const id = setTimeout(() => setJustCopied(null), COPIED_RESET_MS);
    return () => clearTimeout(id);
  }, [justCopied]);

  const copyChunk = async (index: number, chunk: readonly string[]) => {
    if (await copyText(clipboardText(chunk))) {
      setDone((prev) => new Set(prev).add(index));
      setJustCopied(index);
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
          setDone(new Set());
          setJustCopied(null);
        }}
      />
      <div className="chunk-grid" data-testid="copy-chunks">
        {chunkEmails(emails, size).map((chunk, index) => (
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
