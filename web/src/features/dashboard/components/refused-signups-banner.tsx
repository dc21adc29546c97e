import type { RefusedSignupsWarning } from '@listkeep/common/src/entities';
import { can, type Role } from '@listkeep/common/src/roles';
import { REFUSED_SIGNUPS_ACTION, refusedSignupsText } from '@listkeep/common/src/signups';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { invalidateDashboard } from '@/lib/dashboard-cache';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { dismissRefusedSignups } from '../api/dismiss-refused-signups';

interface RefusedSignupsBannerProps {
  teamID: string;
  warning: RefusedSignupsWarning;
  role: Role | null;
  isOwner: boolean;
}

/** Sign-ups the plan's limit turned away since someone last dismissed this (domain/refused-signups.ts). */
export function RefusedSignupsBanner({ teamID, warning, role, isOwner }: RefusedSignupsBannerProps) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const dismiss = async () => {
    setBusy(true);
    try {
      await dismissRefusedSignups(teamID, warning.key);
    } catch (e) {
      // A 409 means more came in meanwhile: the refetch below shows them.
      notify(errorMessage(e, 'The warning could not be dismissed. Please try again.'), 'error');
    } finally {
      setBusy(false);
      await invalidateDashboard(client);
    }
  };
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
        <Button size="sm" variant="secondary" loading={busy} onClick={() => void dismiss()}>
          Dismiss
        </Button>
      )}
    </div>
  );
}
