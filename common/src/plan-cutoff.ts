/**
 * What a team keeps when its plan no longer covers what it holds
 * (docs/product.md §4, Tiers at cutoff): lists beyond the plan's allowance
 * are read-only, and members beyond its users are cut a week after the team
 * is first seen over. The server's refusals, the dashboard's notices and the
 * tests all word it here.
 */
import { countText } from './count-text';
import { roomFor } from './plan-features';
import { planFor, upgradeFor } from './tiers';

/** Days between a team first seen over its plan's users and the cut. */
export const USERS_CUTOFF_DAYS = 7;
export const USERS_CUTOFF_MS = USERS_CUTOFF_DAYS * 24 * 60 * 60 * 1000;

/** The badge on a list beyond the plan's allowance. */
export const READ_ONLY_LIST_BADGE = 'Read-only on your plan';

/**
 * "Weekly is read-only on the Starter plan, which allows 1 list. Upgrade to
 * Core, or delete lists …", naming the cheapest plan that holds the team's
 * `lists`.
 */
export function readOnlyListMessage(listName: string, tier: unknown, lists: number): string {
  const plan = planFor(tier);
  const upgrade = upgradeFor(tier, roomFor('lists', lists));
  return (
    `${listName} is read-only on the ${plan.name} plan, which allows ${countText(plan.maxLists, 'list')}. ` +
    `${upgrade ? `Upgrade to ${upgrade.name}, or delete` : 'Delete'} lists to bring the team within its plan.`
  );
}

/** The day members lose access, as the modals and the owner's mail say it ("December 2, 2026"). */
export function cutoffDateText(at: Date): string {
  return at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The dashboard's modals for a team in its grace period: for a member, and for the owner. */
export const LAPSED_PLAN_MODAL = {
  memberTitle: (team: string) => `${team}'s plan has lapsed`,
  memberText: (date: string) =>
    `The team's owner is no longer subscribed to a plan that includes this many members. ` +
    `Members beyond what the plan allows lose access on ${date}. Ask the owner to renew the subscription.`,
  ownerTitle: 'Your team is larger than your plan',
  ownerText: (planName: string, maxUsers: number, date: string) =>
    `The ${planName} plan allows ${countText(maxUsers, 'user')}, counting pending invites. ` +
    `Members beyond that lose access on ${date}, newest first, unless you upgrade or remove members yourself.`,
} as const;
