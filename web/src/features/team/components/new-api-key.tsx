import { API_KEY_MESSAGES } from '@listkeep/common/src/api-keys';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';
import { useCopy } from '@/lib/use-copy';
import '@/components/copy-field.css';
import '@/components/read-only-note.css';

/** A key just made: shown this once, with its Copy button. */
export function NewApiKey({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const id = useId();
  const [copied, copy] = useCopy('API key copied to clipboard.');
  return (
    <div className="stack" data-testid="new-api-key">
      <p className="read-only-note" role="status">
        <strong>{API_KEY_MESSAGES.shownOnce}</strong> We keep only a fingerprint of it. If you lose it, revoke it and
        create another.
      </p>
      <div className="field">
        <label className="field-label" htmlFor={id}>
          Your API key
        </label>
        <div className="copy-field">
          <input
            id={id}
            className="input"
            value={apiKey}
            readOnly
            onFocus={(e) => e.target.select()}
            data-testid="new-api-key-value"
          />
          <Button variant="secondary" onClick={() => void copy(copyText(apiKey))} data-testid="new-api-key-copy">
            {copied ? 'Copied!' : 'Copy'}
          </Button>
        </div>
        <span className="field-hint">
          Send it as <code>Authorization: Bearer &lt;key&gt;</code>.
        </span>
      </div>
      <div className="dialog-footer">
        <Button onClick={onDone} data-testid="new-api-key-done">
          Done
        </Button>
      </div>
    </div>
  );
}
