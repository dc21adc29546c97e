import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { useResendVerification } from '../api/resend-verification';

export function VerifyEmailBanner({ email }: { email: string | null | undefined }) {
  const resend = useResendVerification({
    onSuccess: () => notify(`Verification email sent${email ? ` to ${email}` : ''}.`, 'success'),
    onError: () => notify('Could not send the verification email. Please try again in a few minutes.', 'error'),
  });
  return (
    <div className="banner banner-warning" role="status" data-testid="verify-email-banner">
      <span>
        <strong>Please verify your email.</strong> Check your inbox for the verification link. Until then, switching
        teams is disabled.
      </span>
      <Button size="sm" variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
        Resend verification email
      </Button>
    </div>
  );
}
