/**
 * The limits a team's plan puts on what it holds, each checked the same way:
 * what the team has now plus what the call adds must stay within the plan's
 * allowance, else the call is refused with a message naming the plan.
 */
import {
  featureNotOnPlanMessage,
  planFor,
  planHas,
  planLimitMessage as limitMessage,
  type CountedKind,
  type Plan,
  type PlanFeature,
} from '@listkeep/common';
import type { TeamDoc } from '../docs';
import { DomainError } from '../errors';

export type PlanLimitKind =
  /** Newsletters of the team. */
  | 'newsletters'
  /** Subscribers added one at a time (the dashboard form). */
  | 'subscribers'
  /** Subscribers added by an import. */
  | 'imported-subscribers'
  /** Users of the team: its members and the invites still pending. */
  | 'users';

interface PlanLimit {
  /** How many the plan allows (Infinity for no limit). */
  allowance: (plan: Plan) => number;
  /** The refusal, given the team's plan and the total the call would have brought the team to. */
  message: (tier: unknown, total: number) => string;
}

const counted =
  (kind: CountedKind, what?: string): PlanLimit['message'] =>
  (tier, total) =>
    limitMessage(kind, tier, total, what);

const LIMITS: Record<PlanLimitKind, PlanLimit> = {
  newsletters: { allowance: (plan) => plan.maxLists, message: counted('lists') },
  subscribers: { allowance: (plan) => plan.maxSubscribers, message: counted('subscribers') },
  'imported-subscribers': { allowance: (plan) => plan.maxSubscribers, message: counted('subscribers', 'this import') },
  users: { allowance: (plan) => plan.maxUsers, message: counted('users') },
};

/** How many of `kind` a plan of `tier` allows (Infinity for no limit). */
export const allowanceOf = (kind: PlanLimitKind, tier: unknown): number => LIMITS[kind].allowance(planFor(tier));

/** The team's users as the plan's maxUsers counts them: its members and the invites still pending. */
export const usersOf = (team: Pick<TeamDoc, 'counters' | 'pendingInvites'>) =>
  team.counters.members + (team.pendingInvites ?? 0);

/** How many users the team holds beyond what a plan of `tier` allows (0 when within it). */
export const usersOverPlan = (team: Pick<TeamDoc, 'counters' | 'pendingInvites'>, tier: unknown) =>
  Math.max(0, usersOf(team) - allowanceOf('users', tier));

/** Whether a team on `tier` holding `current` may add `adding` more. */
export function withinPlan(kind: PlanLimitKind, tier: unknown, current: number, adding: number): boolean {
  return current + adding <= allowanceOf(kind, tier);
}

/** Why a team on `tier` may not go from `current` to `current + adding`. */
function planLimitMessage(kind: PlanLimitKind, tier: unknown, current: number, adding: number): string {
  return LIMITS[kind].message(tier, current + adding);
}

/** The refusal `assertWithinPlan` would throw, said in advance; null when the call fits. */
export function planLimitRefusal(kind: PlanLimitKind, tier: unknown, current: number, adding: number): string | null {
  return withinPlan(kind, tier, current, adding) ? null : planLimitMessage(kind, tier, current, adding);
}

/** Refuses the call when a team on `tier` holding `current` may not add `adding` more. */
export function assertWithinPlan(kind: PlanLimitKind, tier: unknown, current: number, adding: number): void {
  if (!withinPlan(kind, tier, current, adding)) {
    throw new DomainError('plan-limit', planLimitMessage(kind, tier, current, adding), undefined, {
      allowed: allowanceOf(kind, tier),
      room: roomLeft(kind, tier, current),
    });
  }
}

/** How many more a team on `tier` holding `current` may add (0 when full). */
export function roomLeft(kind: PlanLimitKind, tier: unknown, current: number): number {
  return Math.max(0, allowanceOf(kind, tier) - current);
}

/** Refuses a call that needs a switch of the plan record the team's plan does not have. */
export function assertPlanHas(feature: PlanFeature, tier: unknown): void {
  if (!planHas(tier, feature)) throw new DomainError('plan-limit', featureNotOnPlanMessage(feature, tier));
}
