import { INVITATION_MESSAGES } from '@listkeep/common/src/invitation';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { useCreateOwnTeam } from '@/lib/own-team';
import { notify } from '@/lib/toast';

/**
 * A person in no team (an invitee who left or was removed, and never made
 * one of their own): their own newsletter starts here, on demand.
 */
export function NoTeam() {
  const create = useCreateOwnTeam({ onError: (error) => notify(errorMessage(error, INVITATION_MESSAGES.ownTeamFailed), 'error') });
  return (
    <div className="empty" data-testid="no-team">
      <strong>You are not in a team right now</strong>
      <p>Start a newsletter of your own, or ask a team&rsquo;s owner to invite you again.</p>
      <div style={{ marginTop: 'var(--space-4)' }}>
        <Button loading={create.isPending} onClick={() => create.mutate()}>
          Create my own newsletter
        </Button>
      </div>
    </div>
  );
}
