/**
 * Sign-ups the public subscribe page turns away because the team is at its
 * plan's subscriber limit. The recipient is told the list is not taking new
 * subscribers; the team is told on the dashboard (a count kept on the team
 * document until someone dismisses it) and the owner by mail, at most once a
 * day. Both are decided in the transaction that refuses the sign-up, so two
 * racing refusals count twice and mail once.
 */
import {
  NOT_ACCEPTING_TEXT,
  REFUSED_SIGNUPS_CHANGED,
  planFor,
  planLimitReached,
  pricingPathFor,
  roomFor,
  upgradeFor,
  type ParsedInput,
  type Plan,
  type PlanNeed,
  type RefusedSignupsWarning,
} from '@listkeep/common';
import { DomainError } from '../errors';
import type { Deps } from '../../services/deps';
import type { OutgoingMail } from '../../services/mailer';
import { FieldValue, type Transaction, type UpdateData } from '../../store/port';
import type { ListDoc, RefusedSignupsDoc, TeamDoc } from '../docs';
import { requireMembership, requirePermission } from '../membership';
import { mailName } from '../mail-text';
import { queueMail } from '../outbox';
import { dayKey, toTimestamp } from '../time';
import { teamRef } from '../records';

/**
 * "upgrade to Core at https://…/pricing?for=subscribers-51": the plan that
 * meets the need, on the web app's pricing page; null when no plan dearer
 * than `tier` does.
 */
export function upgradeAt(deps: Deps, tier: unknown, need: PlanNeed): string | null {
  const plan = upgradeFor(tier, need);
  return plan ? `upgrade to ${plan.name} at ${deps.publicUrl}${pricingPathFor(need)}` : null;
}

/**
 * Records on tx one sign-up to `listID` turned away at the limit of `plan`,
 * and queues the mail for the owner when none went out today. `team` is the
 * team document as read in tx.
 */
export function refuseSignup(
  tx: Transaction,
  deps: Deps,
  teamID: string,
  team: TeamDoc,
  listID: string,
  list: ListDoc,
  plan: Plan,
  now: number,
): void {
  const tier = team.subscription.tier;
  const update: UpdateData = team.refusedSignups
    ? {
        'refusedSignups.count': FieldValue.increment(1),
        'refusedSignups.listIDs': FieldValue.arrayUnion(listID),
        'refusedSignups.tier': tier,
      }
    : { refusedSignups: { count: 1, since: now, listIDs: [listID], tier } satisfies RefusedSignupsDoc };
  const today = dayKey(now);
  const mailOwner = team.refusedNoticeDay !== today && team.ownerEmail !== '';
  if (mailOwner) update.refusedNoticeDay = today;
  tx.update(teamRef(deps.store, teamID), update);
  console.warn(`subscribe page: team ${teamID} is at its ${plan.name} plan limit; a sign-up was turned away`);
  if (mailOwner) queueMail(tx, deps, ownerNotice(deps, team, list, plan), { kind: 'ownerNotice', teamID });
}

function ownerNotice(deps: Deps, team: TeamDoc, list: ListDoc, plan: Plan): OutgoingMail {
  const upgrade = upgradeAt(deps, plan.tier, roomFor('subscribers', plan.maxSubscribers + 1));
  const name = mailName(list.newsletterName);
  return {
    to: team.ownerEmail,
    subject: `Sign-ups to ${name} are being turned away`,
    text:
      `Someone tried to subscribe to ${name}, but ${planLimitReached(plan.name, plan.maxSubscribers)}, ` +
      `so they were not added. The subscribe page told them: "${NOT_ACCEPTING_TEXT}"\n\n` +
      `To take new subscribers again, ${upgrade ? `${upgrade} or ` : ''}remove subscribers you no longer need. ` +
      'The dashboard counts every sign-up turned away until the warning is dismissed.\n\n' +
      'You get at most one of these mails a day.\n',
  };
}

/** Names one stretch of refusals: a new refusal, or a new stretch after a dismissal, gives a new key. */
const warningKey = (r: RefusedSignupsDoc) => `${r.since}-${r.count}`;

/** The dashboard's warning, for any member; `names` maps the team's list ids to their names. */
export function refusedSignupsWarning(team: TeamDoc, names: ReadonlyMap<string, string>): RefusedSignupsWarning | null {
  const refused = team.refusedSignups;
  if (!refused || refused.count <= 0) return null;
  const plan = planFor(refused.tier);
  return {
    count: refused.count,
    newsletterNames: refused.listIDs.map((id) => names.get(id)).filter((n): n is string => n !== undefined),
    planName: plan.name,
    maxSubscribers: plan.maxSubscribers,
    since: toTimestamp(refused.since),
    key: warningKey(refused),
  };
}

/**
 * POST /dismissRefusedSignups. Clears the count only when it is still the
 * one the caller saw, so a refusal that came after the dashboard was read is
 * not dismissed unseen (409). Dismissing what is already gone is fine.
 */
export async function dismissRefusedSignups(
  deps: Deps,
  uid: string,
  input: ParsedInput<'dismissRefusedSignups'>,
): Promise<void> {
  const { store } = deps;
  await store.runTransaction(async (tx) => {
    const membership = await requireMembership(store, uid, input.teamID, tx);
    requirePermission(membership, 'manageSubscribers');
    const refused = membership.team.refusedSignups;
    if (!refused) return;
    if (warningKey(refused) !== input.key) throw new DomainError('conflict', REFUSED_SIGNUPS_CHANGED);
    tx.update(teamRef(store, input.teamID), { refusedSignups: FieldValue.delete() });
  });
  deps.signal.teamChanged(input.teamID);
}
