import { describe, expect, it } from 'vitest';
import { type DeclaredIndex, missingIndex, neededIndex } from './composite-index';
import { addFilter, addOrder, emptySpec, type QuerySpec } from './query-spec';

const query = (collection: string, build: (spec: QuerySpec) => QuerySpec) => build(emptySpec('collection', collection));

const DECLARED: DeclaredIndex[] = [
  {
    collection: 'subscribers',
    fields: [
      { field: 'teamID', order: 'ASCENDING' },
      { field: 'createdAt', order: 'DESCENDING' },
    ],
  },
];

describe('composite indexes', () => {
  it('needs none for equalities and array-contains alone, nor for one ordered or ranged field', () => {
    expect(
      neededIndex(query('s', (q) => addFilter(addFilter(q, 'teamID', '==', 't'), 'ids', 'array-contains', 'x'))),
    ).toBeNull();
    expect(neededIndex(query('s', (q) => addOrder(q, 'createdAt', 'desc')))).toBeNull();
    expect(neededIndex(query('s', (q) => addFilter(q, 'expiresAt', '<', 5)))).toBeNull();
  });

  it('needs equality fields first, then the ordered fields in order', () => {
    expect(neededIndex(query('s', (q) => addOrder(addFilter(q, 'teamID', '==', 't'), 'createdAt', 'desc')))).toEqual({
      collection: 's',
      equalities: [{ field: 'teamID', contains: false }],
      orders: [{ field: 'createdAt', order: 'DESCENDING' }],
    });
  });

  it('accepts a declared index that serves the query and names the one that is missing', () => {
    const served = query('subscribers', (q) => addOrder(addFilter(q, 'teamID', '==', 't'), 'createdAt', 'desc'));
    expect(missingIndex(served, DECLARED)).toBeNull();
    const otherDirection = query('subscribers', (q) => addOrder(addFilter(q, 'teamID', '==', 't'), 'createdAt', 'asc'));
    expect(missingIndex(otherDirection, DECLARED)).toMatchObject({
      orders: [{ field: 'createdAt', order: 'ASCENDING' }],
    });
    const ranged = query('subscribers', (q) => addFilter(addFilter(q, 'teamID', '==', 't'), 'createdAt', '>', 1));
    expect(missingIndex(ranged, DECLARED)).not.toBeNull();
  });
});
