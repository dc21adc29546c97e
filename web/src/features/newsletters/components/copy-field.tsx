import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';
import { useCopy } from '@/lib/use-copy';
import '@/components/copy-field.css';

export interface CopyFieldProps {
  label: string;
  value: string;
  copiedMessage: string;
  testId: string;
  /** The copy button's name where the label alone would repeat on the page (one per source). */
  copyLabel?: string;
  /** Code of several lines (a website's form), shown whole in a box of that many rows. */
  rows?: number;
  hint?: string;
}

/** A read-only value with a button that copies it. */
export function CopyField({ label, value, copiedMessage, testId, copyLabel, rows, hint }: CopyFieldProps) {
  const id = useId();
  const [copied, copy] = useCopy(copiedMessage);
  return (
    <div className="field" data-testid={testId}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {hint && <p className="field-hint">{hint}</p>}
      <div className={rows ? 'copy-field copy-field-code' : 'copy-field'}>
        {rows ? (
          <textarea
            id={id}
            className="input"
            value={value}
            rows={rows}
            readOnly
            spellCheck={false}
            onFocus={(e) => e.target.select()}
          />
        ) : (
          <input id={id} className="input" value={value} readOnly onFocus={(e) => e.target.select()} />
        )}
        <Button
          variant="secondary"
          onClick={() => void copy(copyText(value))}
          aria-label={copyLabel ?? `Copy ${label.toLowerCase()}`}
        >
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
