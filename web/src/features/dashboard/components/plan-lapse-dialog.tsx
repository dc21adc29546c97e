import type { Team } from '@listkeep/common/src/entities';
import { LAPSED_PLAN_MODAL, cutoffDateText } from '@listkeep/common/src/plan-cutoff';
import { roomFor } from '@listkeep/common/src/plan-features';
import { planFor } from '@listkeep/common/src/tiers';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { UpgradeLink } from '@/components/upgrade-link';

/** Warnings closed in this browser tab's session, by team and cutoff: each shows once per session. */
const closedThisSession = new Set<string>();
const SEEN_PREFIX = 'planLapseSeen:';

function wasClosed(key: string): boolean {
  if (closedThisSession.has(key)) return true;
  try {
    return sessionStorage.getItem(SEEN_PREFIX + key) !== null;
  } catch {
    return false;
  }
}

function markClosed(key: string): void {
  closedThisSession.add(key);
  try {
    sessionStorage.setItem(SEEN_PREFIX + key, '1');
  } catch {
    // Storage disabled: it shows again on the next page open, no more.
  }
}

/**
 * A team over its plan's users, in the week before its newest members lose
 * access (docs/product.md §2 and §4, Tiers at cutoff). The owner is told the
 * team is larger than the plan, with the way to the plan that holds its users
 * (members and pending invites, `users`); every other
 * member that the owner's plan has lapsed. Nothing while the
 * team is within its plan.
 */
export function PlanLapseDialog({ team, users, isOwner }: { team: Team; users: number; isOwner: boolean }) {
  const cutoff = team.usersCutoffAt;
  const key = cutoff ? `${team.id}:${cutoff.seconds}` : null;
  const [closedKey, setClosedKey] = useState<string | null>(null);
  if (!cutoff || !key) return null;
  const date = cutoffDateText(new Date(cutoff.seconds * 1000));
  const close = () => {
    markClosed(key);
    setClosedKey(key);
  };
  const plan = planFor(team.subscription?.tier);
  const content = isOwner
    ? {
        title: LAPSED_PLAN_MODAL.ownerTitle,
        description: LAPSED_PLAN_MODAL.ownerText(plan.name, plan.maxUsers, date),
        testId: 'plan-lapse-owner-dialog',
        footer: (
          <>
            <Button variant="secondary" onClick={close}>
              Not now
            </Button>
            <UpgradeLink tier={plan.tier} need={roomFor('users', users)} variant="primary" onClick={close} />
          </>
        ),
      }
    : {
        title: LAPSED_PLAN_MODAL.memberTitle(team.teamName),
        description: LAPSED_PLAN_MODAL.memberText(date),
        testId: 'plan-lapse-member-dialog',
        footer: <Button onClick={close}>OK</Button>,
      };

  return (
    <Dialog
      open={closedKey !== key && !wasClosed(key)}
      onOpenChange={(next) => !next && close()}
      size="sm"
      {...content}
    />
  );
}
