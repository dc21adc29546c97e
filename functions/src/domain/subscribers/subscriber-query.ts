/**
 * The subscribers table's query: its filters, its search and its sort, as
 * one store query that a declared index serves (domain/subscribers/indexes.ts), whose
 * count is the total of matches.
 */
import {
  DEFAULT_SEARCH_SORT,
  DEFAULT_SUBSCRIBER_SORT,
  parseSubscriberSort,
  searchKey,
  type ParsedInput,
} from '@listkeep/common';
import type { Query, Store } from '../../store/port';
import { COLLECTIONS, type SubscriberDoc } from '../docs';
import { notFound } from '../errors';
import { SORT_FIELDS, filterKey } from './subscriber-keys';
import { listRef } from '../records';

/** Above every character, so that `[text, text + END)` holds every string that begins with text. */
const END = '\u{10FFFF}';

export interface TableOrder {
  /** The sort as the caller named it (or the default), which a cursor carries. */
  sort: string;
  field: string;
  descending: boolean;
}

type TableInput = Pick<ParsedInput<'getDashboardItem'>, 'teamID' | 'q' | 'sort' | 'newsletterID' | 'status' | 'tag'>;

/** The one filter key of all the input's filters together, or null for none. */
function filterOf(input: TableInput): string | null {
  const onList =
    input.status !== undefined
      ? filterKey.status(input.status, input.newsletterID)
      : input.newsletterID !== undefined
        ? filterKey.list(input.newsletterID)
        : null;
  if (input.tag === undefined) return onList;
  return onList === null ? filterKey.tag(input.tag) : filterKey.tagged(input.tag, onList);
}

/** Answers 404 for a list that is not the team's, as every call naming a list does. */
export async function assertTeamList(store: Store, teamID: string, listID: string): Promise<void> {
  const list = (await listRef(store, listID).get()).data();
  if (list?.teamID !== teamID) throw notFound('Newsletter');
}

/** The matching subscribers, unordered (what `count` counts), and the order to page them in. */
export async function subscriberQuery(
  store: Store,
  input: TableInput,
): Promise<{ query: Query<SubscriberDoc>; order: TableOrder }> {
  if (input.newsletterID !== undefined) await assertTeamList(store, input.teamID, input.newsletterID);
  const sort = input.sort ?? (input.q !== undefined ? DEFAULT_SEARCH_SORT : DEFAULT_SUBSCRIBER_SORT);
  const { key, descending } = parseSubscriberSort(sort);
  const field = SORT_FIELDS[key];
  let query = store.collection<SubscriberDoc>(COLLECTIONS.subscribers).where('teamID', '==', input.teamID);
  const filter = filterOf(input);
  if (filter !== null) query = query.where('filterKeys', 'array-contains', filter);
  if (input.q !== undefined) {
    // A store ranges over one field only, the first it orders by: a search
    // runs along the sorted column, address or name (the contract refuses one by date).
    const from = searchKey(input.q);
    query = query.where(field, '>=', from).where(field, '<', from + END);
  }
  return { query, order: { sort, field, descending } };
}
