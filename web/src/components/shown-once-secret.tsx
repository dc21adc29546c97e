import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';
import { useCopy } from '@/lib/use-copy';
import '@/components/copy-field.css';
import '@/components/read-only-note.css';

interface ShownOnceSecretProps {
  /** The secret, which the server shows only in this answer. */
  value: string;
  /** What it is, as its field's label. */
  label: string;
  /** The toast once it is copied. */
  copiedMessage: string;
  /** The words, in bold, that it is shown only now. */
  shownOnce: string;
  /** What to do if it is lost, after them. */
  lost: ReactNode;
  /** How to use it, under the field. */
  hint: ReactNode;
  /** The block's test id; its field and buttons take it with -value, -copy and -done. */
  testId: string;
  onDone: () => void;
}

/** A secret just made (an API key, a webhook's signing secret): shown this once, with its Copy button. */
export function ShownOnceSecret({
  value,
  label,
  copiedMessage,
  shownOnce,
  lost,
  hint,
  testId,
  onDone,
}: ShownOnceSecretProps) {
  const id = useId();
  const [copied, copy] = useCopy(copiedMessage);
  return (
    <div className="stack" data-testid={testId}>
      <p className="read-only-note" role="status">
        <strong>{shownOnce}</strong> {lost}
      </p>
      <div className="field">
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        <div className="copy-field">
          <input
            id={id}
            className="input"
            value={value}
            readOnly
            onFocus={(e) => e.target.select()}
            data-testid={`${testId}-value`}
          />
          <Button variant="secondary" onClick={() => void copy(copyText(value))} data-testid={`${testId}-copy`}>
            {copied ? 'Copied!' : 'Copy'}
          </Button>
        </div>
        <span className="field-hint">{hint}</span>
      </div>
      <div className="dialog-footer">
        <Button onClick={onDone} data-testid={`${testId}-done`}>
          Done
        </Button>
      </div>
    </div>
  );
}
