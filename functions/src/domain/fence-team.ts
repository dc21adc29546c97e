/** Fencing a team and reading it past the fence (domain/team-fence.ts). */
import type { Store, Transaction } from '../store/port';
import { teamRef } from './accounts';
import type { TeamDoc } from './docs';
import { notFound } from './errors';
import { liveTeam } from './team-fence';

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

/** Fences the team, in a transaction of its own; answers its document as it was, or undefined if it is gone. */
export async function fenceTeam(store: Store, teamID: string, now: number): Promise<TeamDoc | undefined> {
  return store.runTransaction(async (tx) => {
    const team = (await tx.get(teamRef(store, teamID))).data();
    if (liveTeam(team)) tx.update(teamRef(store, teamID), { deletingAt: now });
    return team;
  });
}
