/**
 * The composite queries the domain runs. SQLite gets an expression index for
 * each at start-up; Firestore gets the same list in firestore.indexes.json
 * (a unit test keeps the two in step).
 */
export interface QueryIndex {
  collection: string;
  /** CONTAINS marks an array field filtered with array-contains (Firestore's arrayConfig). */
  fields: { field: string; order: 'ASCENDING' | 'DESCENDING' | 'CONTAINS' }[];
}

export const QUERY_INDEXES: QueryIndex[] = [
  {
    collection: 'newsletters',
    fields: [
      { field: 'teamID', order: 'ASCENDING' },
      { field: 'createdAt', order: 'ASCENDING' },
    ],
  },
  {
    collection: 'subscribers',
    fields: [
      { field: 'teamID', order: 'ASCENDING' },
      { field: 'lastSubscribeEvent', order: 'DESCENDING' },
    ],
  },
  {
    collection: 'subscribers',
    fields: [
      { field: 'teamID', order: 'ASCENDING' },
      { field: 'createdAt', order: 'DESCENDING' },
    ],
  },
  {
    collection: 'subscribers',
    fields: [
      { field: 'teamID', order: 'ASCENDING' },
      { field: 'subscribedNewsletterIDs', order: 'CONTAINS' },
    ],
  },
  {
    collection: 'subscribers',
    fields: [
      { field: 'teamID', order: 'ASCENDING' },
      { field: 'joinedNewsletterIDs', order: 'CONTAINS' },
    ],
  },
  {
    collection: 'emails',
    fields: [
      { field: 'teamID', order: 'ASCENDING' },
      { field: 'createdAt', order: 'DESCENDING' },
    ],
  },
  {
    collection: 'trackedLinks',
    fields: [
      { field: 'emailID', order: 'ASCENDING' },
      { field: 'createdAt', order: 'ASCENDING' },
    ],
  },
];

/** The columns an SQLite expression index can use: array membership is answered per row instead. */
export function sqliteIndexFields(index: QueryIndex): string[] {
  return index.fields.filter((f) => f.order !== 'CONTAINS').map((f) => f.field);
}
