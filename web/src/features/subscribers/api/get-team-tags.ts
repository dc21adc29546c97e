import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { dashboardItemKey } from '@/lib/dashboard-cache';

/** Under the subscribers' key, so any change to the subscribers refetches the tags with them. */
const teamTagsOptions = (teamID: string) =>
  queryOptions({
    queryKey: [...dashboardItemKey('subscribers', teamID), 'tags'],
    queryFn: async ({ signal }) => (await api.call('teamTags', { teamID }, { signal })).tags,
  });

const NONE: readonly string[] = [];

/** Every tag a subscriber of the team has, however many subscribers: the tag filter's choices and the editors' suggestions. */
export function useTeamTags(teamID: string): readonly string[] {
  return useQuery(teamTagsOptions(teamID)).data ?? NONE;
}
