import { WelcomeWizard } from '@/features/onboarding/components/welcome-wizard';

export function WelcomeRoute() {
  return <WelcomeWizard />;
}
