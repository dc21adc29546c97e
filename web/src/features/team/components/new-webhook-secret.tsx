import { WEBHOOK_MESSAGES, WEBHOOK_SIGNATURE_HEADER } from '@listkeep/common/src/webhooks';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';
import { useCopy } from '@/lib/use-copy';
import '@/components/copy-field.css';
import '@/components/read-only-note.css';

/** A new endpoint's signing secret: shown this once, with its Copy button. */
export function NewWebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const id = useId();
  const [copied, copy] = useCopy('Signing secret copied to clipboard.');
  return (
    <div className="stack" data-testid="new-webhook-secret">
      <p className="read-only-note" role="status">
        <strong>{WEBHOOK_MESSAGES.shownOnce}</strong> If you lose it, delete the endpoint and add it again.
      </p>
      <div className="field">
        <label className="field-label" htmlFor={id}>
          Signing secret
        </label>
        <div className="copy-field">
          <input
            id={id}
            className="input"
            value={secret}
            readOnly
            onFocus={(e) => e.target.select()}
            data-testid="new-webhook-secret-value"
          />
          <Button variant="secondary" onClick={() => void copy(copyText(secret))} data-testid="new-webhook-secret-copy">
            {copied ? 'Copied!' : 'Copy'}
          </Button>
        </div>
        <span className="field-hint">
          Check the <code>{WEBHOOK_SIGNATURE_HEADER}</code> header of each request with it: <code>t=…,v1=…</code>, where
          v1 is the HMAC-SHA256 of <code>t.body</code>.
        </span>
      </div>
      <div className="dialog-footer">
        <Button onClick={onDone} data-testid="new-webhook-secret-done">
          Done
        </Button>
      </div>
    </div>
  );
}
