import type { RefusedSignupsWarning } from '@listkeep/common/src/entities';
import { can, type Role } from '@listkeep/common/src/roles';
import { REFUSED_SIGNUPS_ACTION, refusedSignupsText } from '@listkeep/common/src/signups';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useDismissRefusedSignups } from '../api/dismiss-refused-signups';

interface RefusedSignupsBannerProps {
  teamID: string;
  warning: RefusedSignupsWarning;
  role: Role | null;
  isOwner: boolean;
}

/** Sign-ups the plan's limit turned away since someone last dismissed this (domain/refused-signups.ts). */
export function RefusedSignupsBanner({ teamID, warning, role, isOwner }: RefusedSignupsBannerProps) {
  const dismiss = useDismissRefusedSignups({
    onError: (error) => notify(errorMessage(error, 'The warning could not be dismissed. Please try again.'), 'error'),
  });
  return (
    <div className="banner banner-warning" role="status" data-testid="refused-signups-banner">
      <span>
        <strong>{refusedSignupsText(warning)}</strong>{' '}
        {isOwner ? (
          <>
            <ButtonLink variant="link" to={paths.pricing}>
              {REFUSED_SIGNUPS_ACTION.ownerLink}
            </ButtonLink>
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
