import { api } from '@/lib/api';
import { invalidateOverview } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export interface ImportListsInput {
  teamID: string;
  /** The names a file's rows give that the team has no list for. */
  names: readonly string[];
}

/** Creates the lists a file names and the team lacks, one after the other, within the plan's limit on lists. */
export async function createImportLists({ teamID, names }: ImportListsInput): Promise<{ id: string; name: string }[]> {
  const created: { id: string; name: string }[] = [];
  for (const newsletterName of names) {
    const { id } = await api.call('createNewsletter', { newsletterName, teamID });
    created.push({ id, name: newsletterName });
  }
  return created;
}

export const useCreateImportLists = (config?: MutationConfig<typeof createImportLists>) =>
  useCallMutation(createImportLists, invalidateOverview, config);
