import type { MailMergeRow } from '@listkeep/common/src/mail-merge';
import type { Timestamp } from '@listkeep/common/src/entities';
import { WHOLE_LIST_TIMEOUT_MS } from '@/config/env';
import { api } from '@/lib/api';

export interface MailMergeExport {
  rows: MailMergeRow[];
  /** When the first page's links stop working: the file's earliest. */
  linksExpireAt: Timestamp;
}

/**
 * Every page of POST /mailMergeLinks for a list: each is one bounded call, so
 * a list of any length arrives in as many calls as it needs. `onPage` hears
 * how many rows came so far.
 */
export async function fetchMailMergeRows(
  newsletterID: string,
  tag: string | null,
  onPage?: (rows: number) => void,
): Promise<MailMergeExport> {
  const rows: MailMergeRow[] = [];
  let cursor: string | undefined;
  let linksExpireAt: Timestamp | null = null;
  do {
    const page = await api.call(
      'mailMergeLinks',
      { newsletterID, ...(tag ? { tag } : {}), ...(cursor ? { cursor } : {}) },
      { timeoutMs: WHOLE_LIST_TIMEOUT_MS },
    );
    rows.push(...page.rows);
    linksExpireAt ??= page.linksExpireAt;
    cursor = page.nextCursor ?? undefined;
    onPage?.(rows.length);
  } while (cursor);
  return { rows, linksExpireAt: linksExpireAt! };
}
