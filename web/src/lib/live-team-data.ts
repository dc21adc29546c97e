/**
 * Live team data (docs/product.md §4): what teammates and recipients do shows
 * on an open dashboard without a reload. The server writes, for each member
 * of a changed team, `teamSignals/{uid}/{teamID}`; the signal says only which
 * team changed, and the data comes from the API as ever.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateTeamData } from './dashboard-cache';
import { useSession, watchOnceLoaded } from './session';
import { teamSignalJudge } from './team-signal';

/** Refetches a team's data whenever the server signals a change of it, while someone is signed in. */
export function useLiveTeamData(): void {
  const uid = useSession((s) => s.user?.uid);
  const client = useQueryClient();
  useEffect(() => {
    if (!uid) return;
    const changedTeams = teamSignalJudge();
    return watchOnceLoaded((fb) =>
      fb.watchTeamSignals(uid, (value) => {
        for (const teamID of changedTeams(value)) void invalidateTeamData(client, teamID);
      }),
    );
  }, [uid, client]);
}
