import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { useSchemaForm } from '@/lib/form';
import { loadFirebase } from '@/lib/session';
import { getHasLoggedIn } from '@/lib/storage';
import { useSignIn } from '../hooks/use-sign-in';
import { AUTH_MESSAGES, authErrorView, isDismissedPopup, PASSWORD_RULE, type LoginMode } from '../utils/auth-errors';
import { LOGIN_MODES } from '../utils/login-modes';
import { GoogleSignIn } from './google-sign-in';
import type { LocalGoogleAccountValues } from './local-google-account';
import '../auth.css';

/** No client-side rules: the identity provider judges addresses and passwords (docs/product.md §5, Login). */
const ZLogin = z.object({ email: z.string().trim(), password: z.string() });

/** The mode a link asks for (the invitation page's Sign up or Log in), else by whether this browser has logged in. */
function initialMode(asked: string | null): LoginMode {
  if (asked === 'signup' || asked === 'login') return asked;
  return getHasLoggedIn() ? 'login' : 'signup';
}

export function LoginForm() {
  const [params] = useSearchParams();
  const [mode, setMode] = useState<LoginMode>(() => initialMode(params.get('mode')));
  // "I know it now" returns to whichever mode the reset view was opened from.
  const [returnMode, setReturnMode] = useState<Exclude<LoginMode, 'reset'>>('login');
  const [notice, setNotice] = useState<string | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);
  const form = useSchemaForm(ZLogin, { email: params.get('email') ?? '', password: '' });
  const signIn = useSignIn();
  const { title, lead, action } = LOGIN_MODES[mode];

  const clearMessages = () => {
    form.clearErrors();
    setNotice(null);
  };
  const switchMode = (next: LoginMode) => {
    if (next === 'reset' && mode !== 'reset') setReturnMode(mode);
    setMode(next);
    clearMessages();
  };
  const showAuthError = (error: unknown) => {
    const view = authErrorView(error, mode);
    form.setError('root.server', { message: view.message });
    if (view.switchToReset) {
      setReturnMode('login');
      setMode('reset');
    }
  };

  const submit = form.handleSubmit(async ({ email, password }) => {
    setNotice(null);
    try {
      const fb = await loadFirebase();
      if (mode === 'reset') {
        if (!email) return form.setError('root.server', { message: AUTH_MESSAGES.missingEmail });
        await fb.sendPasswordReset(email);
        setNotice(AUTH_MESSAGES.resetSent);
        return;
      }
      await signIn(
        () => (mode === 'signup' ? fb.signUpWithEmail(email, password) : fb.logInWithEmail(email, password)),
        mode === 'signup',
      );
    } catch (error) {
      showAuthError(error);
    }
  });

  const signInWithGoogle = async (localAccount?: LocalGoogleAccountValues) => {
    setGoogleBusy(true);
    try {
      const fb = await loadFirebase();
      await signIn(
        () =>
          localAccount ? fb.logInWithLocalGoogleAccount(localAccount.email, localAccount.name) : fb.logInWithGoogle(),
        false,
      );
    } catch (error) {
      if (!isDismissedPopup(error)) showAuthError(error);
    } finally {
      setGoogleBusy(false);
    }
  };

  const { isSubmitting } = form.formState;
  const busy = isSubmitting || googleBusy;

  return (
    <div className="auth-wrap">
      <Card elevated className="auth-card stack">
        <header className="stack-sm">
          <h1 style={{ fontSize: 'var(--text-2xl)' }}>{title}</h1>
          <p className="muted small">{lead}</p>
        </header>

        <form className="stack" onSubmit={(e) => void submit(e)} noValidate data-testid="login-form" data-mode={mode}>
          <TextField label="Email" type="email" autoComplete="email" required {...form.register('email')} />
          {mode !== 'reset' && (
            <TextField
              label="Password"
              type="password"
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
              hint={mode === 'signup' ? PASSWORD_RULE : undefined}
              required
              {...form.register('password')}
            />
          )}
          <FormError errors={form.formState.errors} testId="login-error" />
          {notice && (
            <div className="form-success" role="status">
              {notice}
            </div>
          )}
          <Button type="submit" size="lg" block loading={isSubmitting} disabled={busy}>
            {action}
          </Button>
          <div>
            <button
              type="button"
              className="btn btn-link small"
              onClick={() => switchMode(mode === 'reset' ? returnMode : 'reset')}
            >
              {mode === 'reset' ? 'I know it now' : 'Forgot password?'}
            </button>
          </div>
        </form>

        {mode !== 'reset' && (
          <>
            <div className="divider">or</div>
            <GoogleSignIn
              mode={mode}
              getEmail={() => form.getValues('email')}
              busy={googleBusy}
              disabled={busy}
              onStart={clearMessages}
              onSignIn={(account) => void signInWithGoogle(account)}
            />
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
