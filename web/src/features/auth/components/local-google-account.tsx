import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useSchemaForm } from '@/lib/form';

const ZLocalGoogleAccount = z.object({ email: z.string().trim(), name: z.string().trim() });

export type LocalGoogleAccountValues = z.output<typeof ZLocalGoogleAccount>;

interface Props {
  initialEmail: string;
  busy: boolean;
  onContinue: (account: LocalGoogleAccountValues) => void;
  onCancel: () => void;
}

/**
 * Stands in for Google's account chooser when the app runs on the local
 * emulators, where Google's sign-in page cannot be reached.
 */
export function LocalGoogleAccount({ initialEmail, busy, onContinue, onCancel }: Props) {
  const form = useSchemaForm(ZLocalGoogleAccount, { email: initialEmail, name: '' });
  const email = form.watch('email');

  return (
    <form
      className="stack local-google"
      onSubmit={(event) => void form.handleSubmit(onContinue)(event)}
      data-testid="local-google"
      noValidate
    >
      <p className="small muted">
        Local Google account (Auth emulator). Any address works; the same address signs into the same account.
      </p>
      <TextField label="Google email" type="email" required {...form.register('email')} />
      <TextField label="Google display name" {...form.register('name')} />
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
