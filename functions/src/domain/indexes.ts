/**
 * The composite queries the domain runs. SQLite gets an expression index for
 * each at start-up; Firestore gets the same list in firestore.indexes.json
 * (a unit test keeps the two in step).
 */
export interface QueryIndex {
  collection: string;
  fields: { field: string; order: 'ASCENDING' | 'DESCENDING' }[];
}

export const QUERY_INDEXES: QueryIndex[] = [
  {
    collection: 'newsletters',
    fields: [
      { field: 'teamId', order: 'ASCENDING' },
      { field: 'createdAt', order: 'ASCENDING' },
    ],
  },
  {
    collection: 'subscribers',
    fields: [
      { field: 'teamId', order: 'ASCENDING' },
      { field: 'lastSubscribeEvent', order: 'DESCENDING' },
    ],
  },
];
