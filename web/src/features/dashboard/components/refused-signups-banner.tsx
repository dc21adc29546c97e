import type { RefusedSignupsWarning } from '@listkeep/common/src/entities';
import { can, type Role } from '@listkeep/common/src/roles';
import { roomFor } from '@listkeep/common/src/plan-features';
import { REFUSED_SIGNUPS_ACTION, refusedSignupsText } from '@listkeep/common/src/signups';
import { upgradeFor, type Tier } from '@listkeep/common/src/tiers';
import { Button } from '@/components/ui/button';
import { UpgradeLink } from '@/components/upgrade-link';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useDismissRefusedSignups } from '../api/dismiss-refused-signups';

interface RefusedSignupsBannerProps {
  teamID: string;
  warning: RefusedSignupsWarning;
  role: Role | null;
  isOwner: boolean;
  tier: Tier | undefined;
}

/** Sign-ups the plan's limit turned away since someone last dismissed this (domain/plans/refused-signups.ts). */
export function RefusedSignupsBanner({ teamID, warning, role, isOwner, tier }: RefusedSignupsBannerProps) {
  // Room for everyone turned away: the plan that would have taken them.
  const need = roomFor('subscribers', warning.maxSubscribers + warning.count);
  const upgrade = upgradeFor(tier, need);
  const dismiss = useDismissRefusedSignups({
    onError: (error) => notify(errorMessage(error, 'The warning could not be dismissed. Please try again.'), 'error'),
  });
  return (
    <div className="banner banner-warning" role="status" data-testid="refused-signups-banner">
      <span>
        <strong>{refusedSignupsText(warning)}</strong>{' '}
        {!upgrade ? null : isOwner ? (
          <>
            <UpgradeLink tier={tier} need={need} />
            {REFUSED_SIGNUPS_ACTION.ownerRest}
          </>
        ) : (
          REFUSED_SIGNUPS_ACTION.member
        )}
      </span>
      {can(role, 'manageSubscribers') && (
        <Button
          size="sm"
          variant="secondary"
          loading={dismiss.isPending}
          onClick={() => dismiss.mutate({ teamID, key: warning.key })}
        >
          Dismiss
        </Button>
      )}
    </div>
  );
}
