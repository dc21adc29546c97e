import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { resendVerificationEmail } from '../api/resend-verification';

export function VerifyEmailBanner({ email }: { email: string | null | undefined }) {
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await resendVerificationEmail();
      notify(`Verification email sent${email ? ` to ${email}` : ''}.`, 'success');
    } catch {
      notify('Could not send the verification email. Please try again in a few minutes.', 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="banner banner-warning" role="status" data-testid="verify-email-banner">
      <span>
        <strong>Please verify your email.</strong> Check your inbox for the verification link. Until then, switching
        teams is disabled.
      </span>
      <Button size="sm" variant="secondary" loading={busy} onClick={() => void resend()}>
        Resend verification email
      </Button>
    </div>
  );
}
