/**
 * The composite queries the domain runs. SQLite gets an expression index for
 * each at start-up; Firestore gets the same list in firestore.indexes.json
 * (a unit test keeps the two in step).
 */
import type { SqliteStore } from '../../store/sqlite';
import { SORT_FIELDS } from './subscriber-keys';

export interface QueryIndex {
  collection: string;
  /** CONTAINS marks an array field filtered with array-contains (Firestore's arrayConfig). */
  fields: { field: string; order: 'ASCENDING' | 'DESCENDING' | 'CONTAINS' }[];
}

type FieldOrder = QueryIndex['fields'][number]['order'];

const index = (collection: string, ...fields: [field: string, order: FieldOrder][]): QueryIndex => ({
  collection,
  fields: fields.map(([field, order]) => ({ field, order })),
});

/**
 * The subscribers table (domain/subscribers/subscriber-query.ts): each sort either way,
 * over the whole team or under one filter key; a search ranges over the
 * sorted field, which the same index serves.
 */
const SUBSCRIBER_TABLE_INDEXES: QueryIndex[] = Object.values(SORT_FIELDS).flatMap((field) =>
  (['ASCENDING', 'DESCENDING'] as const).flatMap((order) => [
    index('subscribers', ['teamID', 'ASCENDING'], [field, order]),
    index('subscribers', ['teamID', 'ASCENDING'], ['filterKeys', 'CONTAINS'], [field, order]),
  ]),
);

export const QUERY_INDEXES: QueryIndex[] = [
  index('newsletters', ['teamID', 'ASCENDING'], ['createdAt', 'ASCENDING']),
  index('subscribers', ['teamID', 'ASCENDING'], ['lastSubscribeEvent', 'DESCENDING']),
  ...SUBSCRIBER_TABLE_INDEXES,
  index('subscribers', ['teamID', 'ASCENDING'], ['subscribedNewsletterIDs', 'CONTAINS']),
  index('subscribers', ['teamID', 'ASCENDING'], ['joinedNewsletterIDs', 'CONTAINS']),
  index('subscribers', ['teamID', 'ASCENDING'], ['subscribedNewsletterIDs', 'CONTAINS'], ['createdAt', 'ASCENDING']),
  index('emails', ['teamID', 'ASCENDING'], ['createdAt', 'DESCENDING']),
  // The email log of one list, for GET /v1/emails?newsletterID=.
  index('emails', ['teamID', 'ASCENDING'], ['newsletterID', 'ASCENDING'], ['createdAt', 'DESCENDING']),
  index('trackedLinks', ['emailID', 'ASCENDING'], ['createdAt', 'ASCENDING']),
  // An endpoint's delivery log, newest first.
  index('webhookDeliveries', ['endpointID', 'ASCENDING'], ['createdAt', 'DESCENDING']),
  index('consent', ['teamID', 'ASCENDING'], ['emailHash', 'ASCENDING'], ['at', 'DESCENDING']),
  index('consent', ['teamID', 'ASCENDING'], ['seq', 'ASCENDING']),
  index('consent', ['teamID', 'ASCENDING'], ['pending', 'ASCENDING'], ['at', 'ASCENDING']),
];

/**
 * Equality lookups on one field: Firestore indexes every field by itself, but
 * SQLite would read the whole collection for them.
 */
const SINGLE_FIELD_LOOKUPS: { collection: string; field: string }[] = [
  { collection: 'teams', field: 'ownerUid' },
  { collection: 'teams', field: 'billingCustomerID' },
  { collection: 'suppressions', field: 'teamID' },
  { collection: 'teamTags', field: 'teamID' },
  { collection: 'apiKeys', field: 'teamID' },
  // An account's deletion deletes the keys it made in other teams.
  { collection: 'apiKeys', field: 'createdBy' },
  { collection: 'suppressions', field: 'newsletterID' },
  { collection: 'sendBatches', field: 'emailID' },
  { collection: 'sendBatches', field: 'markedBy' },
  // The sweep of expired personal links (handlers/policies.ts) ranges on it.
  { collection: 'links', field: 'expiresAt' },
  // The outbox's sweep ranges on these; a team's mails are counted and deleted by team.
  { collection: 'mail', field: 'dueAt' },
  { collection: 'mail', field: 'expiresAt' },
  { collection: 'mail', field: 'teamID' },
  { collection: 'mail', field: 'emailKey' },
  // A team's endpoints are read by every change that may tell them; the webhook outbox's sweep
  // ranges on dueAt and expiresAt; deliveries go with their endpoint and their team.
  { collection: 'webhookEndpoints', field: 'teamID' },
  // An account's deletion takes its name off the endpoints it added in other teams.
  { collection: 'webhookEndpoints', field: 'createdBy' },
  { collection: 'webhookDeliveries', field: 'dueAt' },
  { collection: 'webhookDeliveries', field: 'expiresAt' },
  { collection: 'webhookDeliveries', field: 'endpointID' },
  { collection: 'webhookDeliveries', field: 'teamID' },
  // Counter shards are summed by the document they count, and deleted with their team.
  { collection: 'counterShards', field: 'owner' },
  { collection: 'counterShards', field: 'teamID' },
  // The sequencer's sweep finds the teams with pending consent records by it.
  { collection: 'consent', field: 'pending' },
];

/**
 * Declares every index on an SQLite store: one per composite query, one per
 * single-field lookup. An array field a query filters with array-contains is
 * kept in the store's side table of elements, beside every field queries on
 * it also filter or order by, and its composite indexes are that table's.
 */
export function declareSqliteIndexes(store: Pick<SqliteStore, 'ensureIndex' | 'ensureArrayField'>): void {
  const arrays = new Map<string, { collection: string; field: string; companions: Set<string> }>();
  for (const index of QUERY_INDEXES) {
    for (const { field, order } of index.fields) {
      if (order !== 'CONTAINS') continue;
      const key = `${index.collection}/${field}`;
      const entry = arrays.get(key) ?? { collection: index.collection, field, companions: new Set<string>() };
      for (const other of index.fields) if (other.field !== field) entry.companions.add(other.field);
      arrays.set(key, entry);
    }
  }
  for (const { collection, field, companions } of arrays.values()) {
    store.ensureArrayField(collection, field, [...companions]);
  }
  for (const index of QUERY_INDEXES) {
    const contains = index.fields.find((f) => f.order === 'CONTAINS')?.field;
    const fields = index.fields.filter((f) => f.order !== 'CONTAINS').map((f) => f.field);
    store.ensureIndex(index.collection, fields, contains === undefined ? undefined : { contains });
  }
  for (const { collection, field } of SINGLE_FIELD_LOOKUPS) store.ensureIndex(collection, [field]);
}
