import type { TeamInvite } from '@listkeep/common/src/entities';
import { Button } from '@/components/ui/button';
import { InviteCards } from '@/components/invite-cards';
import type { InviteAnswers } from '../hooks/use-invite-answers';
import { WizardFooter, type WizardNav } from './wizard-frame';

interface InvitesStepProps {
  answers: InviteAnswers;
  createNewsletter: () => Promise<boolean>;
  creating: boolean;
  nav: WizardNav;
}

export function InvitesStep({ answers, createNewsletter, creating, nav }: InvitesStepProps) {
  const { invites } = answers;

  const answer = async (invite: TeamInvite, accept: boolean) => {
    const result = await answers.answer(invite, accept);
    if (!result?.allAnswered) return;
    // Declining every invite leaves the user with no newsletter of their own yet.
    if (result.joined || (await createNewsletter())) nav.advance();
  };

  const skip = async () => {
    if (await createNewsletter()) nav.advance();
  };

  return (
    <>
      {invites.length > 0 ? (
        <InviteCards invites={invites} busyTeam={answers.busyTeam} onAnswer={(i, accept) => void answer(i, accept)} />
      ) : (
        <p className="muted">No invites left to answer.</p>
      )}
      <WizardFooter nav={nav} busy={creating}>
        <Button variant={invites.length > 0 ? 'secondary' : 'primary'} loading={creating} onClick={() => void skip()}>
          Skip and create my own newsletter
        </Button>
      </WizardFooter>
    </>
  );
}
