import { WEBHOOK_MESSAGES, WEBHOOK_SIGNATURE_HEADER } from '@listkeep/common/src/webhooks';
import { ShownOnceSecret } from '@/components/shown-once-secret';

/** A new endpoint's signing secret: shown this once, with its Copy button. */
export function NewWebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <ShownOnceSecret
      value={secret}
      label="Signing secret"
      copiedMessage="Signing secret copied to clipboard."
      shownOnce={WEBHOOK_MESSAGES.shownOnce}
      lost="If you lose it, delete the endpoint and add it again."
      hint={
        <>
          Check the <code>{WEBHOOK_SIGNATURE_HEADER}</code> header of each request with it: <code>t=…,v1=…</code>, where
          v1 is the HMAC-SHA256 of <code>t.body</code>.
        </>
      }
      testId="new-webhook-secret"
      onDone={onDone}
    />
  );
}
