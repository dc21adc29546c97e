import type { BatchSubscribersAnswer } from '@listkeep/common/src/entities';
import { importBatches } from '@listkeep/common/src/import';
import { api } from '@/lib/api';

export interface ImportInput {
  emails: string[];
  newsletterIDs: string[];
  teamID: string;
  notes: string;
}

export interface ImportResult extends BatchSubscribersAnswer {
  /** Addresses sent in calls that succeeded. */
  done: number;
}

export class ImportError extends Error {
  readonly cause: unknown;
  readonly partial: ImportResult;
  constructor(cause: unknown, partial: ImportResult) {
    super(cause instanceof Error ? cause.message : 'Import failed');
    this.cause = cause;
    this.partial = partial;
  }
}

/**
 * Imports a list in calls of at most 10 000 addresses (the API's limit),
 * one after the other so progress can be shown and a plan limit stops the
 * rest. Answers of all calls are merged.
 */
export async function importSubscribers(
  input: ImportInput,
  onProgress: (done: number, total: number) => void,
): Promise<ImportResult> {
  const result: ImportResult = {
    createdSubscriberIDs: [],
    updatedSubscriberIDs: [],
    alreadyExists: [],
    optedOut: [],
    done: 0,
  };
  const total = input.emails.length;
  onProgress(0, total);
  for (const batch of importBatches(input.emails)) {
    try {
      const answer = await api.call('batchSubscribers', { ...input, emails: batch });
      result.createdSubscriberIDs.push(...(answer.createdSubscriberIDs ?? []));
      result.updatedSubscriberIDs.push(...(answer.updatedSubscriberIDs ?? []));
      result.alreadyExists.push(...(answer.alreadyExists ?? []));
      result.optedOut.push(...(answer.optedOut ?? []));
    } catch (error) {
      throw new ImportError(error, result);
    }
    result.done += batch.length;
    onProgress(result.done, total);
  }
  return result;
}
