import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

interface Props {
  initialEmail: string;
  busy: boolean;
  onContinue: (email: string, name: string) => void;
  onCancel: () => void;
}

/**
 * Stands in for Google's account chooser when the app runs on the local
 * emulators, where Google's sign-in page cannot be reached.
 */
export function LocalGoogleAccount({ initialEmail, busy, onContinue, onCancel }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [name, setName] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue(email.trim(), name.trim());
  };

  return (
    <form className="stack local-google" onSubmit={submit} data-testid="local-google" noValidate>
      <p className="small muted">
        Local Google account (Auth emulator). Any address works; the same address signs into the same account.
      </p>
      <TextField
        label="Google email"
        type="email"
        name="google-email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <TextField
        label="Google display name"
        name="google-name"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <div className="row">
        <Button type="submit" loading={busy} disabled={busy || !email.trim()}>
          Continue with Google
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
