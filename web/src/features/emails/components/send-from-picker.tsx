import { contract } from '@listkeep/common/src/contract';
import {
  SEND_PROVIDER_IDS,
  SEND_PROVIDERS,
  type SendFrom,
  type SendProviderID,
} from '@listkeep/common/src/send-providers';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { useSetProfile } from '@/lib/profile';
import { notify } from '@/lib/toast';
import '../emails.css';

/**
 * The mailbox the user sends from, saved on their profile at once: its limits
 * size and spread the batches. Other asks for the mailbox's own numbers.
 */
export function SendFromPicker({ value }: { value: SendFrom }) {
  const save = useSetProfile({
    onError: (error) => notify(error.message || 'Your choice could not be saved. Please try again.', 'error'),
  });
  const [own, setOwn] = useState({ perMessage: String(value.perMessage ?? ''), perDay: String(value.perDay ?? '') });
  const [provider, setProvider] = useState<SendProviderID>(value.provider);
  const ownParsed = contract.setProfile.input.safeParse({
    sendFrom: { provider: 'other', perMessage: own.perMessage, perDay: own.perDay },
  });

  const choose = (next: SendProviderID) => {
    setProvider(next);
    if (next !== 'other') save.mutate({ sendFrom: { provider: next } });
  };

  return (
    <div className="send-from">
      <SelectField
        label="I send from"
        value={provider}
        onChange={(e) => choose(e.target.value as SendProviderID)}
        data-testid="send-from"
      >
        {SEND_PROVIDER_IDS.map((id) => (
          <option key={id} value={id}>
            {SEND_PROVIDERS[id].label}
          </option>
        ))}
      </SelectField>
      {provider === 'other' && (
        <form
          className="send-from-own"
          onSubmit={(e) => {
            e.preventDefault();
            if (ownParsed.success) save.mutate(ownParsed.data);
          }}
        >
          <TextField
            label="Recipients per message"
            inputMode="numeric"
            value={own.perMessage}
            onChange={(e) => setOwn({ ...own, perMessage: e.target.value })}
          />
          <TextField
            label="Recipients per day"
            inputMode="numeric"
            value={own.perDay}
            onChange={(e) => setOwn({ ...own, perDay: e.target.value })}
          />
          <Button type="submit" variant="secondary" disabled={!ownParsed.success} loading={save.isPending}>
            Use these limits
          </Button>
        </form>
      )}
    </div>
  );
}
