/**
 * Lists beyond the plan (docs/product.md §4, Tiers at cutoff): when a team
 * holds more lists than its plan allows (its plan lapsed, or it moved to a
 * smaller one), its oldest lists up to the allowance stay as they were and
 * the newer ones are read-only. Nothing is deleted. A read-only list can be
 * read, copied, exported and deleted, and its subscribers can always leave;
 * its settings, its email log and new subscribers on it are refused. This
 * file alone decides which lists those are.
 */
import { planFor, readOnlyListMessage } from '@listkeep/common';
import type { Store, Transaction } from '../../store/port';
import type { ListDoc, TeamDoc } from '../docs';
import { DomainError } from '../errors';
import { listsOf } from '../records';

/** The read-only ones among a team's lists, given all of them oldest first (by createdAt). */
export function readOnlyListIDs(tier: unknown, listIDsOldestFirst: readonly string[]): Set<string> {
  return new Set(listIDsOldestFirst.slice(planFor(tier).maxLists));
}

/**
 * The read-only ones among `ids`, lists of the team as read in tx. A read:
 * call it before the transaction's first write. Only a team over its plan's
 * lists reads anything, and then only the lists its plan allows.
 */
export async function readOnlyAmong(
  tx: Transaction,
  store: Store,
  teamID: string,
  team: TeamDoc,
  ids: Iterable<string>,
): Promise<Set<string>> {
  const allowed = planFor(team.subscription.tier).maxLists;
  const asked = [...ids];
  if (asked.length === 0 || team.counters.newsletters <= allowed) return new Set();
  const kept = await tx.getQuery(listsOf(store, teamID).limit(allowed));
  const writable = new Set(kept.docs.map((snap) => snap.id));
  return new Set(asked.filter((id) => !writable.has(id)));
}

/** Refuses (402) a write onto any of `lists` that is read-only for the team; a read, as readOnlyAmong. */
export async function assertListsWritable(
  tx: Transaction,
  store: Store,
  teamID: string,
  team: TeamDoc,
  lists: ReadonlyMap<string, Pick<ListDoc, 'newsletterName'>>,
): Promise<void> {
  const readOnly = await readOnlyAmong(tx, store, teamID, team, lists.keys());
  for (const [id, list] of lists) {
    if (readOnly.has(id)) {
      throw new DomainError(
        'plan-limit',
        readOnlyListMessage(list.newsletterName, team.subscription.tier, team.counters.newsletters),
      );
    }
  }
}
