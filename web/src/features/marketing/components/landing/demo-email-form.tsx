import { useState, type FormEvent } from 'react';
import { looksLikeEmail } from '@listkeep/common/src/email';
import { INVALID_EMAIL_TEXT } from '@listkeep/common/src/signups';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { EMAIL_INPUT } from '@/lib/email-input';

/**
 * The demo's subscribe and unsubscribe forms: an address and a button, checked
 * as the real pages check it (docs/product.md §5), nothing sent.
 */
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
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    if (!looksLikeEmail(typed)) return setInvalid(true);
    onDone(typed);
  };
  return (
    // The page's own rule speaks, not the browser's check of the address.
    <form className="demo-email-form" onSubmit={submit} noValidate>
      <TextField
        label={label}
        {...EMAIL_INPUT}
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setInvalid(false);
        }}
        autoFocus={autoFocus}
        error={invalid ? INVALID_EMAIL_TEXT : null}
      />
      <Button type="submit">{action}</Button>
    </form>
  );
}
