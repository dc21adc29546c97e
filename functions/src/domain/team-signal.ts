/**
 * What a team's members see on their dashboards changes in a transaction;
 * once it has committed, their open tabs are told to fetch again
 * (docs/product.md §4, Live team data). A transaction may run more than
 * once, so only the run that commits names the team.
 */
import type { Deps } from '../services/deps';
import type { Transaction } from '../store/port';

export async function changeTeamData<T>(
  deps: Pick<Deps, 'store' | 'signal'>,
  run: (tx: Transaction, changed: (teamID: string) => void) => Promise<T>,
): Promise<T> {
  let teamID: string | null = null;
  const result = await deps.store.runTransaction((tx) => {
    teamID = null;
    return run(tx, (id) => {
      teamID = id;
    });
  });
  const changed = teamID as string | null;
  if (changed) deps.signal.teamChanged(changed);
  return result;
}
