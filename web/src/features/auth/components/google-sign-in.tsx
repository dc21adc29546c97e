import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { shouldUseEmulators } from '@/config/env';
import { GoogleMark } from './google-mark';
import { LocalGoogleAccount, type LocalGoogleAccountValues } from './local-google-account';

interface GoogleSignInProps {
  mode: 'signup' | 'login';
  /** The address typed in the login form, which the local account chooser starts from. */
  getEmail: () => string;
  busy: boolean;
  disabled: boolean;
  /** Called on every press, before any sign-in starts. */
  onStart: () => void;
  /** Signs in with Google, or with a local account on the emulators. */
  onSignIn: (localAccount?: LocalGoogleAccountValues) => void;
}

/** Google's sign-in button; on the local emulators it opens a stand-in account chooser first. */
export function GoogleSignIn({ mode, getEmail, busy, disabled, onStart, onSignIn }: GoogleSignInProps) {
  const [chooserEmail, setChooserEmail] = useState<string | null>(null);

  if (chooserEmail !== null) {
    return (
      <LocalGoogleAccount
        initialEmail={chooserEmail}
        busy={busy}
        onContinue={(account) => {
          onStart();
          onSignIn(account);
        }}
        onCancel={() => setChooserEmail(null)}
      />
    );
  }

  return (
    <Button
      variant="secondary"
      size="lg"
      block
      loading={busy}
      disabled={disabled}
      onClick={() => {
        onStart();
        if (shouldUseEmulators()) setChooserEmail(getEmail());
        else onSignIn();
      }}
    >
      <GoogleMark />
      {mode === 'signup' ? 'Sign Up with Google' : 'Log In with Google'}
    </Button>
  );
}
