import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { useDocumentTitle } from '@/components/layout/document-title';
import { paths } from '@/config/paths';
import type { AuthUser } from '@/lib/firebase';
import { loadFirebase, refreshProfile, setSigningIn } from '@/lib/session';
import { getHasLoggedIn, setHasLoggedIn } from '@/lib/storage';
import { shouldUseEmulators } from '@/config/env';
import { AUTH_MESSAGES, authErrorView, type LoginMode } from '../utils/auth-errors';
import { LocalGoogleAccount } from './local-google-account';

const TITLES: Record<LoginMode, { title: string; lead: string }> = {
  signup: { title: 'Create your account', lead: 'Free for one newsletter and up to 50 subscribers.' },
  login: { title: 'Welcome back', lead: 'Log in to manage your lists.' },
  reset: { title: 'Reset your password', lead: 'We will email you a link to choose a new password.' },
};

export function LoginForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<LoginMode>(() => (getHasLoggedIn() ? 'login' : 'signup'));
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'form' | 'google' | null>(null);
  const [localGoogle, setLocalGoogle] = useState(false);
  useDocumentTitle(mode === 'signup' ? 'Sign Up' : mode === 'login' ? 'Log In' : 'Reset Password');

  // "I know it now" returns to whichever mode the reset view was opened from.
  const [returnMode, setReturnMode] = useState<Exclude<LoginMode, 'reset'>>('login');

  const switchMode = (next: LoginMode) => {
    if (next === 'reset' && mode !== 'reset') setReturnMode(mode);
    setMode(next);
    setError(null);
    setNotice(null);
  };

  const finishSignIn = async (signIn: () => Promise<AuthUser>, isNewAccount: boolean) => {
    setSigningIn(true);
    try {
      const user = await signIn();
      setHasLoggedIn();
      if (isNewAccount && !user.emailVerified) {
        const fb = await loadFirebase();
        // A failed verification email must not block the sign-up; the dashboard offers a resend.
        await fb.sendVerificationEmail().catch(() => undefined);
      }
      const profile = await refreshProfile();
      navigate(profile && !profile.onboarded ? paths.welcome : paths.dashboard, { replace: true });
    } finally {
      setSigningIn(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    setBusy('form');
    const trimmed = email.trim();
    try {
      const fb = await loadFirebase();
      if (mode === 'reset') {
        if (!trimmed) {
          setError(AUTH_MESSAGES.missingEmail);
          return;
        }
        await fb.sendPasswordReset(trimmed);
        setNotice(AUTH_MESSAGES.resetSent);
        return;
      }
      await finishSignIn(
        () => (mode === 'signup' ? fb.signUpWithEmail(trimmed, password) : fb.logInWithEmail(trimmed, password)),
        mode === 'signup',
      );
    } catch (err) {
      const view = authErrorView(err, mode);
      setError(view.message);
      if (view.switchToReset) {
        setReturnMode('login');
        setMode('reset');
      }
    } finally {
      setBusy(null);
    }
  };

  const onGoogle = async (localAccount?: { email: string; name: string }) => {
    setError(null);
    setNotice(null);
    if (!localAccount && shouldUseEmulators()) {
      setLocalGoogle(true);
      return;
    }
    setBusy('google');
    try {
      const fb = await loadFirebase();
      await finishSignIn(
        () =>
          localAccount ? fb.logInWithLocalGoogleAccount(localAccount.email, localAccount.name) : fb.logInWithGoogle(),
        false,
      );
    } catch (err) {
      const code = (err as { code?: string } | null)?.code;
      // Closing the popup is a choice, not an error worth a red box.
      if (code !== 'auth/popup-closed-by-user' && code !== 'auth/cancelled-popup-request') {
        const view = authErrorView(err, mode);
        setError(view.message);
        if (view.switchToReset) setMode('reset');
      }
    } finally {
      setBusy(null);
    }
  };

  const { title, lead } = TITLES[mode];
  const submitLabel = mode === 'signup' ? 'Sign Up' : mode === 'login' ? 'Log In' : 'Reset Password';

  return (
    <div className="auth-wrap">
      <Card elevated className="auth-card stack">
        <header className="stack-sm">
          <h1 style={{ fontSize: 'var(--text-2xl)' }}>{title}</h1>
          <p className="muted small">{lead}</p>
        </header>

        <form className="stack" onSubmit={onSubmit} noValidate data-testid="login-form" data-mode={mode}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
          {mode !== 'reset' && (
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          )}
          {error && (
            <div className="form-error" role="alert" data-testid="login-error">
              {error}
            </div>
          )}
          {notice && (
            <div className="form-success" role="status">
              {notice}
            </div>
          )}
          <Button type="submit" size="lg" block loading={busy === 'form'} disabled={busy !== null}>
            {submitLabel}
          </Button>
          {mode !== 'reset' && (
            <div>
              <button type="button" className="btn btn-link small" onClick={() => switchMode('reset')}>
                Forgot password?
              </button>
            </div>
          )}
          {mode === 'reset' && (
            <div>
              <button type="button" className="btn btn-link small" onClick={() => switchMode(returnMode)}>
                I know it now
              </button>
            </div>
          )}
        </form>

        {mode !== 'reset' && (
          <>
            <div className="divider">or</div>
            {localGoogle ? (
              <LocalGoogleAccount
                initialEmail={email}
                busy={busy === 'google'}
                onContinue={(googleEmail, name) => void onGoogle({ email: googleEmail, name })}
                onCancel={() => setLocalGoogle(false)}
              />
            ) : (
              <Button
                variant="secondary"
                size="lg"
                block
                loading={busy === 'google'}
                disabled={busy !== null}
                onClick={() => void onGoogle()}
              >
                <GoogleMark />
                {mode === 'signup' ? 'Sign Up with Google' : 'Log In with Google'}
              </Button>
            )}
            <p className="small muted" style={{ textAlign: 'center' }}>
              {mode === 'signup' ? 'Already have an account? ' : 'New to Listkeep? '}
              <button
                type="button"
                className="btn btn-link small"
                onClick={() => switchMode(mode === 'signup' ? 'login' : 'signup')}
              >
                {mode === 'signup' ? 'Log In' : 'Sign Up'}
              </button>
            </p>
          </>
        )}
      </Card>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C36.9 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}
