import { mergePreview, previewParts, type AnsweredPart, type ImportPreview } from '@listkeep/common/src/import-preview';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';

export interface PreviewInput {
  teamID: string;
  newsletterIDs: string[];
  /** Each row's address as given, in the list's order. */
  rows: readonly string[];
  onProgress?: (done: number, total: number) => void;
}

/**
 * The server's verdict on every row of a list, asked in parts the API takes
 * (every row of one address in one part), one after the other; each part is
 * told how many new addresses the parts before it found, so the last answer
 * says whether the plan would take the whole import.
 */
export async function previewImport({ teamID, newsletterIDs, rows, onProgress }: PreviewInput): Promise<ImportPreview> {
  const plan = previewParts(rows);
  const answered: AnsweredPart[] = [];
  let earlierNew = 0;
  let done = plan.overflow.length;
  onProgress?.(done, rows.length);
  for (const part of plan.parts) {
    const answer = await api.call('previewImport', { teamID, newsletterIDs, rows: part.rows, earlierNew });
    answered.push({ part, answer });
    earlierNew += answer.counts.new;
    done += part.rows.length;
    onProgress?.(done, rows.length);
  }
  return mergePreview(rows.length, plan, answered);
}

/** Reads only: nothing in the cache changes. */
export const usePreviewImport = (config?: MutationConfig<typeof previewImport>) =>
  useCallMutation(previewImport, () => undefined, config);
