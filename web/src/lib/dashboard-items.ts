import type { DashboardItem } from '@listkeep/common/src/entities';
import { api } from './api';
import type { DashboardItemType } from './dashboard-cache';

/** Largest page the API serves (MAX.pageSize); fewer round trips for long lists. */
const PAGE_SIZE = 5000;

/**
 * Reads every page of a dashboard list. Each page is one request of the
 * API's timeout, so a 100 000-row list arrives in 20 requests rather than one
 * that could time out.
 */
export async function fetchAllDashboardItems<T extends DashboardItem>(
  type: DashboardItemType,
  teamID: string,
  signal?: AbortSignal,
  /**
   * Called after each page but the last with every item so far (the array
   * keeps growing: copy what is kept) and the pages read.
   */
  onPage?: (items: readonly T[], pages: number) => void,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await api.call(
      'getDashboardItem',
      { type, teamID, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      { signal },
    );
    items.push(...(page.data as T[]));
    pages += 1;
    cursor = page.nextCursor ?? undefined;
    if (cursor) onPage?.(items, pages);
  } while (cursor);
  return items;
}
