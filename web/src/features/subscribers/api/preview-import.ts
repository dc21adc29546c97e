import { mergePreview, previewParts, type AnsweredPart, type ImportPreview } from '@listkeep/common/src/import-preview';
import type { ListedAddress } from '@listkeep/common/src/mail-list';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import { joinKeptOut, splitKeptOut } from '../utils/import-preview';

export interface PreviewInput {
  teamID: string;
  newsletterIDs: string[];
  /** The list's entries as given, in its order. */
  entries: readonly ListedAddress[];
  onProgress?: (done: number, total: number) => void;
}

/** The verdict on every row of a list: the file's on the people it says left, the server's on the rest. */
export async function previewImport({
  teamID,
  newsletterIDs,
  entries,
  onProgress,
}: PreviewInput): Promise<ImportPreview> {
  // What the file says of the people who left needs no asking.
  const split = splitKeptOut(entries);
  if (split.asked.length === 0) return joinKeptOut(entries.length, split, null);
  const rows = split.asked.map((at) => entries[at].email);
  const answer = await previewRows(teamID, newsletterIDs, rows, (done) =>
    onProgress?.(done + split.fromFile.size, entries.length),
  );
  return joinKeptOut(entries.length, split, answer);
}

/**
 * The server's verdict on every row, asked in parts the API takes (every row
 * of one address in one part), one after the other; each part is told how
 * many new addresses the parts before it found, so the last answer says
 * whether the plan would take the whole import.
 */
async function previewRows(
  teamID: string,
  newsletterIDs: string[],
  rows: readonly string[],
  onProgress: (done: number) => void,
): Promise<ImportPreview> {
  const plan = previewParts(rows);
  const answered: AnsweredPart[] = [];
  let earlierNew = 0;
  let done = plan.overflow.length;
  onProgress(done);
  for (const part of plan.parts) {
    const answer = await api.call('previewImport', { teamID, newsletterIDs, rows: part.rows, earlierNew });
    answered.push({ part, answer });
    earlierNew += answer.counts.new;
    done += part.rows.length;
    onProgress(done);
  }
  return mergePreview(rows.length, plan, answered);
}

/** Reads only: nothing in the cache changes. */
export const usePreviewImport = (config?: MutationConfig<typeof previewImport>) =>
  useCallMutation(previewImport, () => undefined, config);
