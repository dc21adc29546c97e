import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

/** The demo's subscribe and unsubscribe forms: an address and a button, nothing checked or sent. */
export function DemoEmailForm({
  label,
  action,
  onDone,
  autoFocus,
}: {
  label: string;
  action: string;
  onDone: (email: string) => void;
  /** Set when the visitor comes back to try again, so focus is not lost. */
  autoFocus?: boolean;
}) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDone(email.trim());
  };
  return (
    // The demo checks nothing (docs/product.md §5), not even the browser's own check of the address.
    <form className="demo-email-form" onSubmit={submit} noValidate>
      <TextField
        label={label}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoFocus={autoFocus}
      />
      <Button type="submit">{action}</Button>
    </form>
  );
}
