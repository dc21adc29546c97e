import type { TeamInvite } from '@listkeep/common/src/entities';
import type { Tier } from '@listkeep/common/src/tiers';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/components/layout/document-title';
import { SUPPORT_EMAIL } from '@/config/env';
import { paths } from '@/config/paths';
import { acceptProfile, patchProfile, refreshProfile, useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { answerTeamInvite } from '../api/answer-team-invite';
import { createCheckoutSession } from '../api/create-checkout-session';
import { createOnboardingNewsletter } from '../api/create-newsletter';
import { finishOnboarding } from '../api/finish-onboarding';
import { saveName } from '../api/save-name';
import { defaultNewsletterName, followNewsletterName } from '../utils/newsletter-name';
import { stepIndex, wizardSteps, type StepKey } from '../utils/steps';
import { AccountStep, DashboardStep, GoStep, HowItWorksStep, InvitesStep, PlanStep } from './steps';

const STEP_TITLES: Record<StepKey, { title: string; lead: string }> = {
  how: { title: 'How it works', lead: 'Listkeep keeps your lists. You keep sending from your own inbox.' },
  account: { title: 'Your Account', lead: 'Tell us your name and name your first newsletter.' },
  dashboard: { title: 'Your Dashboard', lead: 'Four places you will use most.' },
  plan: { title: 'Choose a Plan', lead: 'Start free and upgrade when your list grows.' },
  invites: { title: 'Accept Invites', lead: 'Join a team that invited you, or start your own newsletter.' },
  go: { title: "Let's go!", lead: 'Everything is set up.' },
};

const MESSAGES = {
  nameRequired: 'Please fill in your name before continuing.',
  newsletterRequired: 'Please name your newsletter before continuing.',
  newsletterExists: 'Newsletter already created',
  createFailed: 'Error creating account, refresh page and try again',
  accountUpdateFailed: 'Account update failed',
  inviteFailed: 'Could not answer the invite. Please try again.',
  subscribeFailed: `Error subscribing. Please reach out to us at ${SUPPORT_EMAIL}.`,
};

export function WelcomeWizard() {
  const profile = useSession((s) => s.profile)!;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The variant is fixed on arrival, so answering invites does not reshuffle the steps under the user.
  const [steps] = useState(() => wizardSteps((profile.teamInvites ?? []).length > 0));
  const [invites, setInvites] = useState<TeamInvite[]>(() => profile.teamInvites ?? []);
  const [acceptedAny, setAcceptedAny] = useState(false);
  const [name, setName] = useState(profile.name ?? '');
  const [newsletterName, setNewsletterName] = useState(() => defaultNewsletterName(profile.name ?? ''));
  const [nameError, setNameError] = useState<string | null>(null);
  const [newsletterError, setNewsletterError] = useState<string | null>(null);
  const [newsletterDone, setNewsletterDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [busyTier, setBusyTier] = useState<Tier | null>(null);
  const [busyTeam, setBusyTeam] = useState<string | null>(null);

  const index = stepIndex(params.get('step'), steps.length);
  const step = steps[index];
  const { title, lead } = STEP_TITLES[step];
  useDocumentTitle(`Welcome: ${title}`);

  if (profile.onboarded && index === 0) return <Navigate to={paths.dashboard} replace />;

  const teamID = profile.latestTeamID || profile.activeTeam?.teamID || '';
  const goTo = (next: number) => setParams(next === 0 ? {} : { step: String(next) }, { replace: false });
  const advance = () => goTo(Math.min(index + 1, steps.length - 1));

  const onName = (value: string) => {
    const followed = followNewsletterName(name, value, newsletterName);
    setNewsletterName(followed);
    setName(value);
    if (value.trim()) setNameError(null);
    if (followed.trim()) setNewsletterError(null);
  };

  const createNewsletter = async (): Promise<boolean> => {
    if (newsletterDone) return true;
    const nlName = newsletterName.trim() || defaultNewsletterName(name);
    try {
      const result = await createOnboardingNewsletter(nlName, teamID);
      if (result === 'already-exists') notify(MESSAGES.newsletterExists);
      setNewsletterDone(true);
      return true;
    } catch {
      notify(MESSAGES.createFailed, 'error');
      return false;
    }
  };

  const leaveAccountStep = async () => {
    const trimmed = name.trim();
    const nameMissing = !trimmed;
    const newsletterMissing = !newsletterName.trim();
    setNameError(nameMissing ? MESSAGES.nameRequired : null);
    setNewsletterError(newsletterMissing ? MESSAGES.newsletterRequired : null);
    if (nameMissing || newsletterMissing) return;
    setBusy(true);
    try {
      if (trimmed !== profile.name) {
        try {
          const result = await saveName(trimmed);
          if (result?.profile) acceptProfile(result.profile);
          else patchProfile({ name: trimmed });
        } catch {
          notify(MESSAGES.accountUpdateFailed, 'error');
          return;
        }
      }
      // With invites pending, the user's own newsletter waits until they skip or decline them all.
      if (step === 'account' && steps.includes('invites')) {
        advance();
        return;
      }
      if (await createNewsletter()) advance();
    } finally {
      setBusy(false);
    }
  };

  const answerInvite = async (invite: TeamInvite, accept: boolean) => {
    setBusyTeam(invite.teamID);
    try {
      await answerTeamInvite(invite.teamID, accept);
    } catch {
      notify(MESSAGES.inviteFailed, 'error');
      setBusyTeam(null);
      return;
    }
    setBusyTeam(null);
    const remaining = invites.filter((i) => i.teamID !== invite.teamID);
    const anyAccepted = acceptedAny || accept;
    setInvites(remaining);
    setAcceptedAny(anyAccepted);
    if (remaining.length === 0) {
      void refreshProfile();
      // Declining every invite leaves the user with no newsletter of their own yet.
      if (!anyAccepted && !(await createNewsletter())) return;
      advance();
    }
  };

  const skipInvites = async () => {
    setBusy(true);
    try {
      if (await createNewsletter()) advance();
    } finally {
      setBusy(false);
    }
  };

  const choosePlan = async (tier: Tier) => {
    // Opened before the request so the browser treats it as a response to the click, not a popup.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setBusyTier(tier);
    try {
      const { url } = await createCheckoutSession(tier);
      if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch {
      tab?.close();
      notify(MESSAGES.subscribeFailed, 'error');
    } finally {
      setBusyTier(null);
    }
  };

  const finish = async () => {
    setBusy(true);
    try {
      const result = await finishOnboarding();
      if (result?.profile) acceptProfile(result.profile);
      await refreshProfile();
      patchProfile({ onboarded: true, groupInvites: [] });
      navigate(paths.dashboard, { replace: true });
    } catch {
      notify(MESSAGES.accountUpdateFailed, 'error');
    } finally {
      setBusy(false);
    }
  };

  let body: React.ReactNode;
  let primary: React.ReactNode;
  switch (step) {
    case 'how':
      body = <HowItWorksStep />;
      primary = <Button onClick={advance}>Let's go!</Button>;
      break;
    case 'account':
      body = (
        <AccountStep
          name={name}
          newsletterName={newsletterName}
          nameError={nameError}
          newsletterError={newsletterError}
          onName={onName}
          onNewsletterName={(value) => {
            setNewsletterName(value);
            if (value.trim()) setNewsletterError(null);
          }}
          newsletterHint={
            steps.includes('invites') ? 'Used if you create your own newsletter instead of joining a team.' : undefined
          }
        />
      );
      primary = (
        <Button loading={busy} onClick={() => void leaveAccountStep()}>
          Continue
        </Button>
      );
      break;
    case 'dashboard':
      body = <DashboardStep />;
      primary = <Button onClick={advance}>Continue</Button>;
      break;
    case 'plan':
      body = <PlanStep profile={profile} busyTier={busyTier} onChoose={(tier) => void choosePlan(tier)} />;
      primary = <Button onClick={advance}>Continue</Button>;
      break;
    case 'invites':
      body =
        invites.length > 0 ? (
          <InvitesStep
            invites={invites}
            busyTeam={busyTeam}
            onAnswer={(invite, accept) => void answerInvite(invite, accept)}
          />
        ) : (
          <p className="muted">No invites left to answer.</p>
        );
      primary = (
        <Button
          variant={invites.length > 0 ? 'secondary' : 'primary'}
          loading={busy}
          onClick={() => void skipInvites()}
        >
          Skip and create my own newsletter
        </Button>
      );
      break;
    case 'go':
      body = <GoStep />;
      primary = (
        <Button loading={busy} onClick={() => void finish()}>
          Go to Dashboard
        </Button>
      );
      break;
  }

  return (
    <div className="container page">
      <div className={step === 'plan' ? 'wizard wide' : 'wizard'} data-testid="welcome-wizard" data-step={step}>
        <div className="wizard-progress" aria-hidden="true">
          {steps.map((key, i) => (
            <span key={key} className={i <= index ? 'done' : undefined} />
          ))}
        </div>
        <Card elevated className="stack">
          <header className="stack-sm">
            <span className="eyebrow">
              Step {index + 1} of {steps.length}
            </span>
            <h1 style={{ fontSize: 'var(--text-2xl)' }}>{title}</h1>
            <p className="muted">{lead}</p>
          </header>
          {body}
          <div className="wizard-footer">
            <Button variant="ghost" disabled={index === 0 || busy} onClick={() => goTo(index - 1)}>
              Back
            </Button>
            {primary}
          </div>
        </Card>
      </div>
    </div>
  );
}
