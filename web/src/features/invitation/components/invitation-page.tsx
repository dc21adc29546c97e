import { emailKey } from '@listkeep/common/src/email';
import type { Invitation } from '@listkeep/common/src/entities';
import { INVITATION_MESSAGES, INVITATION_PARAMS, invitationSentence } from '@listkeep/common/src/invitation';
import { TEAM_MESSAGES } from '@listkeep/common/src/team-messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/layout/document-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { useCreateOwnTeam } from '@/lib/own-team';
import { homeFor, useProfile } from '@/lib/profile';
import { loginReturningTo } from '@/lib/return-path';
import { signOut, startSession, useSession } from '@/lib/session';
import { useAnswerTeamInvite } from '@/lib/team-invites';
import { notify } from '@/lib/toast';
import { invitationQueryOptions } from '../api/get-invitation';

/**
 * The page of an invitation mail's link (docs/product.md §4, Invitation page):
 * who invited the address to which team, and the way to answer, signed in or
 * not. The link's token opens it; answering needs the invited address's account.
 */
export function InvitationPage() {
  useDocumentTitle('Your invitation');
  const [params] = useSearchParams();
  const teamID = params.get(INVITATION_PARAMS.team) ?? '';
  const token = params.get(INVITATION_PARAMS.token) ?? '';
  const status = useSession((s) => s.status);
  const invitation = useQuery({ ...invitationQueryOptions(teamID, token), enabled: teamID !== '' && token !== '' });
  const [declined, setDeclined] = useState(false);

  useEffect(() => startSession(), []);

  let body: React.ReactNode;
  if (declined) body = <Declined />;
  else if (!teamID || !token || invitation.isError)
    body = <p data-testid="invitation-closed">{INVITATION_MESSAGES.notFound}</p>;
  else if (!invitation.data || status === 'unknown') return <FullPageSpinner />;
  else if (status === 'signedOut') body = <SignedOut invitation={invitation.data} />;
  else body = <Answer invitation={invitation.data} token={token} onDeclined={() => setDeclined(true)} />;

  return (
    <div className="auth-wrap">
      <Card elevated className="auth-card stack" data-testid="invitation-page">
        <header className="stack-sm">
          <p className="eyebrow">Team invitation</p>
          <h1 style={{ fontSize: 'var(--text-2xl)' }}>
            {invitation.data && !declined ? invitationSentence(invitation.data) : 'Your invitation'}
          </h1>
        </header>
        {body}
      </Card>
    </div>
  );
}

function SignedOut({ invitation }: { invitation: Invitation }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const back = pathname + search;
  return (
    <div className="stack">
      <p className="muted">
        Listkeep keeps {invitation.teamName}&rsquo;s newsletter subscriber lists. Create your account with{' '}
        <strong>{invitation.email}</strong>, or log in with it, to accept or decline.
      </p>
      <Button size="lg" block onClick={() => navigate(loginReturningTo(back, invitation.email, 'signup'))}>
        Create my account
      </Button>
      <Button variant="secondary" block onClick={() => navigate(loginReturningTo(back, invitation.email, 'login'))}>
        I have an account: log in
      </Button>
    </div>
  );
}

function Answer({ invitation, token, onDeclined }: { invitation: Invitation; token: string; onDeclined: () => void }) {
  const navigate = useNavigate();
  const email = useSession((s) => s.user?.email ?? '');
  // Watched here, so the answer's refetch of it lands before the dashboard's guard reads it.
  useProfile();
  const answer = useAnswerTeamInvite({
    onError: (error) => notify(errorMessage(error, TEAM_MESSAGES.inviteAnswerFailed), 'error'),
  });
  if (emailKey(email) !== emailKey(invitation.email)) {
    return (
      <div className="stack">
        <p data-testid="invitation-other-address">{INVITATION_MESSAGES.otherAddress(invitation.email, email)}</p>
        <Button variant="secondary" onClick={() => void signOut()}>
          Log out
        </Button>
      </div>
    );
  }
  const reply = async (accept: boolean) => {
    await answer.mutateAsync({ teamID: invitation.teamID, accept, token });
    if (!accept) return onDeclined();
    notify(TEAM_MESSAGES.joinedTeam(invitation.teamName), 'success');
    navigate(paths.dashboard, { replace: true });
  };
  const busy = answer.isPending;
  return (
    <div className="stack">
      <p className="muted">
        You would work on {invitation.teamName}&rsquo;s newsletters with the team. Nothing changes until you answer.
      </p>
      <div className="row">
        <Button
          size="lg"
          loading={busy && answer.variables?.accept}
          disabled={busy}
          onClick={() => void reply(true).catch(() => undefined)}
        >
          Accept
        </Button>
        <Button
          size="lg"
          variant="secondary"
          loading={busy && !answer.variables?.accept}
          disabled={busy}
          onClick={() => void reply(false).catch(() => undefined)}
        >
          Decline
        </Button>
      </div>
    </div>
  );
}

/** After declining: the person's own newsletter, made now if they have none. */
function Declined() {
  const navigate = useNavigate();
  const profile = useProfile().data;
  const create = useCreateOwnTeam({
    onError: (error) => notify(errorMessage(error, INVITATION_MESSAGES.ownTeamFailed), 'error'),
  });
  const start = async () => {
    await create.mutateAsync();
    navigate(homeFor(profile), { replace: true });
  };
  return (
    <div className="stack" data-testid="invitation-declined">
      <p>{INVITATION_MESSAGES.declined}</p>
      {profile && profile.teams.length > 0 ? (
        <Button onClick={() => navigate(homeFor(profile), { replace: true })}>Go to my dashboard</Button>
      ) : (
        <Button loading={create.isPending} onClick={() => void start().catch(() => undefined)}>
          Create my own newsletter
        </Button>
      )}
    </div>
  );
}
