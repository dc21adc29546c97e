import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The invitation a link's token opens; public, so it shows before anyone signs in. */
export const invitationQueryOptions = (teamID: string, token: string) =>
  queryOptions({
    queryKey: ['invitation', teamID, token],
    queryFn: () => api.call('getInvitation', { teamID, token }),
    retry: false,
    staleTime: Infinity,
  });
