import { API_KEY_MESSAGES } from '@listkeep/common/src/api-keys';
import { ShownOnceSecret } from '@/components/shown-once-secret';

/** A key just made: shown this once, with its Copy button. */
export function NewApiKey({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  return (
    <ShownOnceSecret
      value={apiKey}
      label="Your API key"
      copiedMessage="API key copied to clipboard."
      shownOnce={API_KEY_MESSAGES.shownOnce}
      lost="We keep only a fingerprint of it. If you lose it, revoke it and create another."
      hint={
        <>
          Send it as <code>Authorization: Bearer &lt;key&gt;</code>.
        </>
      }
      testId="new-api-key"
      onDone={onDone}
    />
  );
}
