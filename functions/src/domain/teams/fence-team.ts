/** Fencing a team and reading it past the fence (domain/team-fence.ts). */
import { StoreError, type Store, type Transaction } from '../../store/port';
import type { TeamDoc } from '../docs';
import { notFound } from '../errors';
import { liveTeam } from '../team-fence';
import { teamRef } from '../records';

/** Reads the team, in `tx` when given; a missing or fenced team reads as undefined. */
export async function readLiveTeam(store: Store, teamID: string, tx?: Transaction): Promise<TeamDoc | undefined> {
  const ref = teamRef(store, teamID);
  return liveTeam((tx ? await tx.get(ref) : await ref.get()).data());
}

/** Reads the team in `tx`; a missing or fenced one answers 404 (`item` names what the caller asked for). */
export async function requireLiveTeam(tx: Transaction, store: Store, teamID: string, item = 'Team'): Promise<TeamDoc> {
  const team = await readLiveTeam(store, teamID, tx);
  if (!team) throw notFound(item);
  return team;
}

/**
 * Fences the team; answers its document as it was, or undefined if it is gone.
 * One plain write rather than a transaction: every writer of the team reads
 * its document in its own transaction, and a transaction that wants to write
 * a document many keep reading is retried until it gives up, where a write
 * waits its turn.
 */
export async function fenceTeam(store: Store, teamID: string, now: number): Promise<TeamDoc | undefined> {
  const ref = teamRef(store, teamID);
  const team = (await ref.get()).data();
  if (!team) return undefined;
  if (team.deletingAt !== undefined) return team;
  try {
    await ref.update({ deletingAt: now });
  } catch (error) {
    if (error instanceof StoreError && error.code === 'not-found') return undefined;
    throw error;
  }
  return team;
}
