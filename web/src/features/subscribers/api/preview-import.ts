import {
  countVerdicts,
  mergePreview,
  previewParts,
  type AnsweredPart,
  type ImportPreview,
  type ImportPreviewRow,
} from '@listkeep/common/src/import-preview';
import { readEntry } from '@listkeep/common/src/email-list';
import type { ListedAddress } from '@listkeep/common/src/mail-list';
import { api } from '@/lib/api';
import { useCallMutation, type MutationConfig } from '@/lib/mutation';
import type { ImportGroup } from '../utils/import-groups';
import { joinKeptOut, splitKeptOut } from '../utils/import-preview';

export interface PreviewInput {
  teamID: string;
  /** The import's groups (`importGroups`), each onto its lists. */
  groups: readonly Pick<ImportGroup, 'newsletterIDs' | 'entries' | 'at'>[];
  /** How many entries the whole list has. */
  total: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * The verdict on every row of a list, group by group; each group is told how
 * many new addresses the groups before it found, so the last answer says
 * whether the plan would take the whole import. An address new in an earlier
 * group exists by the time a later one is imported: there it is added.
 */
export async function previewImport({ teamID, groups, total, onProgress }: PreviewInput): Promise<ImportPreview> {
  const rows: ImportPreviewRow[] = new Array(total);
  const created = new Set<string>();
  let done = 0;
  let limit: ImportPreview['limit'] = null;
  for (const group of groups) {
    const preview = await previewGroup(teamID, group.newsletterIDs, group.entries, created.size, (d) =>
      onProgress?.(done + d, total),
    );
    const fresh: string[] = [];
    preview.rows.forEach((row, i) => {
      const key = row.verdict === 'new' ? keyOf(group.entries[i].email) : null;
      const seen = key !== null && created.has(key);
      if (key !== null && !seen) fresh.push(key);
      const verdict = seen ? { ...row, verdict: 'added' as const } : row;
      rows[group.at[i]] = row.first === undefined ? verdict : { ...verdict, first: group.at[row.first] };
    });
    for (const key of fresh) created.add(key);
    limit = preview.limit ?? limit;
    done += group.entries.length;
  }
  return { rows, counts: countVerdicts(rows), limit };
}

function keyOf(email: string): string | null {
  const read = readEntry(email);
  return read.kind === 'valid' ? read.key : null;
}

/** The verdict on every row of one group: the file's on the people it says left, the server's on the rest. */
async function previewGroup(
  teamID: string,
  newsletterIDs: string[],
  entries: readonly ListedAddress[],
  earlierNew: number,
  onProgress: (done: number) => void,
): Promise<ImportPreview> {
  // What the file says of the people who left needs no asking.
  const split = splitKeptOut(entries);
  if (split.asked.length === 0) return joinKeptOut(entries.length, split, null);
  const rows = split.asked.map((at) => entries[at].email);
  const answer = await previewRows(teamID, newsletterIDs, rows, earlierNew, (d) => onProgress(d + split.fromFile.size));
  return joinKeptOut(entries.length, split, answer);
}

/**
 * The server's verdict on every row, asked in parts the API takes (every row
 * of one address in one part), one after the other; each part is told how
 * many new addresses the parts before it found.
 */
async function previewRows(
  teamID: string,
  newsletterIDs: string[],
  rows: readonly string[],
  earlierNew: number,
  onProgress: (done: number) => void,
): Promise<ImportPreview> {
  const plan = previewParts(rows);
  const answered: AnsweredPart[] = [];
  let found = earlierNew;
  let done = plan.overflow.length;
  onProgress(done);
  for (const part of plan.parts) {
    const answer = await api.call('previewImport', { teamID, newsletterIDs, rows: part.rows, earlierNew: found });
    answered.push({ part, answer });
    found += answer.counts.new;
    done += part.rows.length;
    onProgress(done);
  }
  return mergePreview(rows.length, plan, answered);
}

/** Reads only: nothing in the cache changes. */
export const usePreviewImport = (config?: MutationConfig<typeof previewImport>) =>
  useCallMutation(previewImport, () => undefined, config);
