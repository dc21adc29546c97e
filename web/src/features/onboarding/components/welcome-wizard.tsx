import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/layout/document-title';
import { paths } from '@/config/paths';
import { useCreateOwnTeam } from '@/lib/own-team';
import { useProfile } from '@/lib/profile';
import { notify } from '@/lib/toast';
import { useSession } from '@/lib/session';
import { useVerificationRefresh } from '@/lib/use-verification-refresh';
import { useAccountStepForm } from '../hooks/use-account-step-form';
import { useInviteAnswers } from '../hooks/use-invite-answers';
import { useOnboardingNewsletter } from '../hooks/use-onboarding-newsletter';
import { ONBOARDING_MESSAGES } from '../utils/messages';
import { defaultNewsletterName } from '../utils/newsletter-name';
import { STEP_TITLES, stepIndex, wizardSteps } from '../utils/steps';
import { AccountStep } from './account-step';
import { GoStep } from './go-step';
import { InvitesStep } from './invites-step';
import { PlanStep } from './plan-step';
import { DashboardStep, HowItWorksStep } from './steps';
import { VerifyForInvitesNote } from './verify-for-invites-note';
import { WizardFrame, type WizardNav } from './wizard-frame';

/** The onboarding wizard (docs/product.md §2): linear, with the step index in the URL. */
export function WelcomeWizard() {
  // The route's guard renders the wizard only once the profile is loaded.
  const profile = useProfile().data!;
  const [params, setParams] = useSearchParams();
  const pendingInvites = profile.teamInvites ?? [];
  // Once invites have been seen the wizard keeps their variant, so answering them does not reshuffle
  // the steps under the user. Invites show once the address is verified, which may happen mid-wizard.
  const [sawInvites, setSawInvites] = useState(pendingInvites.length > 0);
  if (pendingInvites.length > 0 && !sawInvites) setSawInvites(true);
  const steps = wizardSteps(sawInvites);
  const emailVerified = useSession((s) => s.user?.emailVerified ?? false);
  useVerificationRefresh(!emailVerified);
  const accountForm = useAccountStepForm(profile.uid, profile.name ?? '');
  const newsletter = useOnboardingNewsletter();
  const inviteAnswers = useInviteAnswers(pendingInvites);
  const ownTeam = useCreateOwnTeam();

  const index = stepIndex(params.get('step'), steps.length);
  const step = steps[index];
  useDocumentTitle(`Welcome: ${STEP_TITLES[step].title}`);

  if (profile.onboarded && index === 0) return <Navigate to={paths.dashboard} replace />;

  const goTo = (next: number) => setParams(next === 0 ? {} : { step: String(next) }, { replace: false });
  const nav: WizardNav = {
    advance: () => goTo(Math.min(index + 1, steps.length - 1)),
    back: index > 0 ? () => goTo(index - 1) : undefined,
  };
  const hasInvites = steps.includes('invites');
  const createNewsletter = async () => {
    const { name, newsletterName } = accountForm.getValues();
    // An invited person has no team of their own until they choose to create their own newsletter.
    let teamID = profile.ownTeamID;
    if (!teamID) {
      try {
        teamID = (await ownTeam.mutateAsync()).teamID;
      } catch {
        notify(ONBOARDING_MESSAGES.createFailed, 'error');
        return false;
      }
    }
    return newsletter.create({ name: newsletterName.trim() || defaultNewsletterName(name), teamID });
  };

  return (
    <WizardFrame steps={steps} index={index}>
      {!emailVerified && !sawInvites && step !== 'go' && <VerifyForInvitesNote email={profile.email} />}
      {step === 'how' && <HowItWorksStep nav={nav} />}
      {step === 'account' && (
        <AccountStep
          uid={profile.uid}
          form={accountForm}
          savedName={profile.name ?? ''}
          hasInvites={hasInvites}
          createNewsletter={createNewsletter}
          nav={nav}
        />
      )}
      {step === 'dashboard' && <DashboardStep nav={nav} />}
      {step === 'plan' && <PlanStep profile={profile} nav={nav} />}
      {step === 'invites' && (
        <InvitesStep
          answers={inviteAnswers}
          createNewsletter={createNewsletter}
          creating={newsletter.creating}
          nav={nav}
        />
      )}
      {step === 'go' && <GoStep nav={nav} />}
    </WizardFrame>
  );
}
