/**
 * How much mail anyone can make Listkeep send to addresses they name
 * (docs/product.md §4 and §7). Each budget is a window counted in the same
 * transaction as the work that mails: a request refused for any other reason
 * (an unknown list, a caller who may not invite) reaches no budget and spends
 * nothing, so nobody can use up an address's budget without mailing it.
 */
import { INVITES_PER_INVITER_PER_DAY, TEAM_MESSAGES, planFor } from '@listkeep/common';
import type { Deps } from '../services/deps';
import { hashEmail } from '../services/email-hash';
import { readWindow, type RateRule } from '../services/rate-limit';
import type { Transaction } from '../store/port';
import { DomainError } from './errors';
import { DAY_MS } from './time';

/** Mails one address may be sent in an hour, whoever asks: the public pages' requests and invitations share it. */
export const MAILS_PER_ADDRESS: RateRule = { limit: 5, windowMs: 3_600_000 };

export const ADDRESS_BUDGET_SPENT = 'Too many requests for this address. Please try again in an hour.';

type BudgetDeps = Pick<Deps, 'store' | 'hashSecret' | 'now'>;

const windowOf = (tx: Transaction, deps: BudgetDeps, key: string, rule: RateRule) =>
  readWindow(tx, deps.store, deps.hashSecret, key, rule, deps.now());

/**
 * The address's budget, read in the caller's transaction before its writes:
 * a 429 when it is spent, else the function that spends one mail of it.
 */
export async function addressBudget(tx: Transaction, deps: BudgetDeps, email: string): Promise<() => void> {
  // Keyed by the address's hash: the address itself never lands in the window's id.
  const window = await windowOf(tx, deps, `address:${hashEmail(deps.hashSecret, email)}`, MAILS_PER_ADDRESS);
  if (window.full) throw new DomainError('rate-limited', ADDRESS_BUDGET_SPENT);
  return window.count;
}

/**
 * An invitation's budgets: the team's invitations of the day on its plan,
 * the inviter's of the day over all their teams, and the invited address's
 * mails of the hour. A withdrawn invitation was sent all the same, so it
 * keeps its place in the counts. One window document per team and day is
 * written once per invitation, far below the rate a document takes.
 */
export async function invitationBudgets(
  tx: Transaction,
  deps: BudgetDeps,
  invitation: { teamID: string; tier: unknown; inviterUid: string; email: string },
): Promise<() => void> {
  const plan = planFor(invitation.tier);
  const team = await windowOf(tx, deps, `invites:team:${invitation.teamID}`, {
    limit: plan.invitesPerDay,
    windowMs: DAY_MS,
  });
  if (team.full) throw new DomainError('rate-limited', TEAM_MESSAGES.teamInvitesPerDay(plan.invitesPerDay, plan.name));
  const inviter = await windowOf(tx, deps, `invites:inviter:${invitation.inviterUid}`, {
    limit: INVITES_PER_INVITER_PER_DAY,
    windowMs: DAY_MS,
  });
  if (inviter.full)
    throw new DomainError('rate-limited', TEAM_MESSAGES.inviterInvitesPerDay(INVITES_PER_INVITER_PER_DAY));
  const address = await addressBudget(tx, deps, invitation.email);
  return () => {
    team.count();
    inviter.count();
    address();
  };
}
