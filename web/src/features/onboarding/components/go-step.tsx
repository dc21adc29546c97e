import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { useSetProfile } from '@/lib/profile';
import { ONBOARDING_MESSAGES } from '../utils/messages';
import { WizardFooter, type WizardNav } from './wizard-frame';

export function GoStep({ nav }: { nav: WizardNav }) {
  const navigate = useNavigate();
  const finish = useSetProfile({
    onSuccess: () => navigate(paths.dashboard, { replace: true }),
    onError: () => notify(ONBOARDING_MESSAGES.accountUpdateFailed, 'error'),
  });

  return (
    <>
      <div className="stack">
        <p>
          Your newsletter is ready. Add your first subscribers from the dashboard, then paste the list and footer into
          your next email.
        </p>
        <p className="muted small">You can change your name, plan and newsletter settings at any time.</p>
      </div>
      <WizardFooter nav={nav} busy={finish.isPending}>
        <Button loading={finish.isPending} onClick={() => finish.mutate({ onboarding: true })}>
          Go to Dashboard
        </Button>
      </WizardFooter>
    </>
  );
}
