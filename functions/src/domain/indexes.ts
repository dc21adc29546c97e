/**
 * The composite queries the domain runs. SQLite gets an expression index for
 * each at start-up; Firestore gets the same list in firestore.indexes.json
 * (a unit test keeps the two in step).
 */
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
 * The subscribers table (domain/subscriber-query.ts): each sort either way,
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
  index('trackedLinks', ['emailID', 'ASCENDING'], ['createdAt', 'ASCENDING']),
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
  // The sequencer's sweep finds the teams with pending consent records by it.
  { collection: 'consent', field: 'pending' },
];

/** The columns an SQLite expression index can use: array membership is answered per row instead. */
function sqliteIndexFields(index: QueryIndex): string[] {
  return index.fields.filter((f) => f.order !== 'CONTAINS').map((f) => f.field);
}

/** Every index an SQLite store needs: one per composite query, one per single-field lookup. */
export function sqliteIndexes(): { collection: string; fields: string[] }[] {
  return [
    ...QUERY_INDEXES.map((index) => ({ collection: index.collection, fields: sqliteIndexFields(index) })),
    ...SINGLE_FIELD_LOOKUPS.map(({ collection, field }) => ({ collection, fields: [field] })),
  ];
}
