import { addBatchAnswer, emptyBatchAnswer } from '@listkeep/common/src/batch-answer';
import type { CallInput } from '@listkeep/common/src/contract';
import type { BatchSubscribersAnswer } from '@listkeep/common/src/entities';
import { importBatches } from '@listkeep/common/src/import';
import type { ListedAddress } from '@listkeep/common/src/mail-list';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateDashboardItem } from '@/lib/dashboard-cache';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { invalidateImportHistory } from './get-import-history';

export interface ImportInput extends Omit<CallInput<'batchSubscribers'>, 'emails' | 'importID'> {
  /** Valid addresses with their names and notes, any number: they are sent in calls the API accepts. */
  emails: readonly ListedAddress[];
  onProgress?: (done: number, total: number) => void;
}

/** An address as the call takes it, without empty fields. */
const entryOf = ({ email, name, notes, tags, left }: ListedAddress) => ({
  email,
  ...(name && { name }),
  ...(notes && { notes }),
  ...(tags?.length && { tags }),
  ...(left && { left }),
});

export interface ImportResult extends BatchSubscribersAnswer {
  /** The import's entry in the team's import history, once a call wrote something. */
  importID: string | null;
  /** Addresses sent in calls that succeeded. */
  done: number;
  /** Why a later call failed after earlier ones went through, or null when all did. */
  failure: unknown;
}

/**
 * Imports a list in calls of at most 10,000 addresses (the API's limit),
 * one after the other so progress can be shown and a plan limit stops the
 * rest; each call after the first continues the import the first one began,
 * so the history holds one entry for all of them. Answers of all calls are
 * merged. A failure before anything was imported is thrown; after that, the
 * partial result carries it, since the addresses already sent are on the lists.
 */
export async function importSubscribers({ onProgress, ...input }: ImportInput): Promise<ImportResult> {
  const result: ImportResult = { ...emptyBatchAnswer(), importID: null, done: 0, failure: null };
  const total = input.emails.length;
  onProgress?.(0, total);
  for (const batch of importBatches(input.emails.map(entryOf))) {
    try {
      const importID = result.importID ?? undefined;
      const { importID: answered, ...answer } = await api.call('batchSubscribers', {
        ...input,
        emails: batch,
        importID,
      });
      addBatchAnswer(result, answer);
      result.importID = answered;
    } catch (error) {
      if (result.done === 0) throw error;
      return { ...result, failure: error };
    }
    result.done += batch.length;
    onProgress?.(result.done, total);
  }
  return result;
}

export interface GroupedImportInput extends Omit<ImportInput, 'emails' | 'newsletterIDs'> {
  /** The import's groups (`importGroups`), each its addresses onto its lists. */
  groups: readonly { newsletterIDs: string[]; emails: readonly ListedAddress[] }[];
}

/**
 * Imports group after group, each as `importSubscribers` does, their answers
 * merged; a failure after something was imported is carried, as there.
 */
export async function importInGroups({ groups, onProgress, ...input }: GroupedImportInput): Promise<ImportResult> {
  const total = groups.reduce((sum, group) => sum + group.emails.length, 0);
  const result: ImportResult = { ...emptyBatchAnswer(), importID: null, done: 0, failure: null };
  for (const { newsletterIDs, emails } of groups) {
    let part: ImportResult;
    try {
      const before = result.done;
      part = await importSubscribers({
        ...input,
        newsletterIDs,
        emails,
        onProgress: (d) => onProgress?.(before + d, total),
      });
    } catch (error) {
      if (result.done === 0) throw error;
      return { ...result, failure: error };
    }
    addBatchAnswer(result, part);
    result.importID = part.importID ?? result.importID;
    result.done += part.done;
    if (part.failure) return { ...result, failure: part.failure };
  }
  return result;
}

export const importSubscribersKey = ['importSubscribers'] as const;

/** The table, the counts and the import history: what an import or its undo changes. */
export async function importChanged(client: QueryClient): Promise<void> {
  await Promise.all([invalidateDashboardItem('subscribers')(client), invalidateImportHistory(client)]);
}

export const useImportSubscribers = (config?: MutationConfig<typeof importInGroups>) =>
  useCallMutation(importInGroups, importChanged, {
    mutationKey: importSubscribersKey,
    ...config,
  });
