/**
 * Which composite index Firestore needs for a query, and whether a declared
 * index serves it. Production Firestore refuses a query whose index is not
 * deployed (FAILED_PRECONDITION); its emulator serves every query, so on the
 * emulator the Firestore adapter checks queries against the declared list
 * (firestore.indexes.json's source) and the test suites catch a missing one.
 *
 * Equality (`==`, `in`) and `array-contains` filters alone are served by
 * merging single-field indexes, and so is one ordered or ranged field alone;
 * anything that orders or ranges beside other filters needs a composite index
 * whose equality fields come first and whose ordered fields follow in order.
 */
import type { QuerySpec } from './query-spec';
import { effectiveOrders } from './query-spec';

export interface DeclaredIndex {
  readonly collection: string;
  readonly fields: readonly { readonly field: string; readonly order: 'ASCENDING' | 'DESCENDING' | 'CONTAINS' }[];
}

export interface NeededIndex {
  readonly collection: string;
  readonly equalities: readonly { readonly field: string; readonly contains: boolean }[];
  readonly orders: readonly { readonly field: string; readonly order: 'ASCENDING' | 'DESCENDING' }[];
}

const EQUALITIES = new Set(['==', 'in', 'array-contains']);

/** The composite index a query needs, or null when single-field indexes serve it. */
export function neededIndex(spec: QuerySpec): NeededIndex | null {
  const orders = effectiveOrders(spec).map((o) => ({
    field: o.field,
    order: o.direction === 'desc' ? ('DESCENDING' as const) : ('ASCENDING' as const),
  }));
  const ordered = new Set(orders.map((o) => o.field));
  const equalities = [
    ...new Map(
      spec.filters
        .filter((f) => EQUALITIES.has(f.op) && !ordered.has(f.field))
        .map((f) => [
          `${f.field} ${f.op === 'array-contains'}`,
          { field: f.field, contains: f.op === 'array-contains' },
        ]),
    ).values(),
  ];
  if (orders.length === 0) return null;
  if (equalities.length === 0 && orders.length === 1) return null;
  // Indexes are declared per collection id, whatever the parent document.
  return { collection: spec.source.path.split('/').at(-1)!, equalities, orders };
}

export function serves(index: DeclaredIndex, needed: NeededIndex): boolean {
  if (index.collection !== needed.collection) return false;
  if (index.fields.length !== needed.equalities.length + needed.orders.length) return false;
  const head = index.fields.slice(0, needed.equalities.length);
  const tail = index.fields.slice(needed.equalities.length);
  const equalitiesMatch = needed.equalities.every((e) =>
    head.some((f) => f.field === e.field && (f.order === 'CONTAINS') === e.contains),
  );
  const ordersMatch = needed.orders.every((o, i) => tail[i].field === o.field && tail[i].order === o.order);
  return equalitiesMatch && ordersMatch;
}

export function describeIndex(needed: NeededIndex): string {
  const parts = [
    ...needed.equalities.map((e) => `${e.field} ${e.contains ? 'CONTAINS' : '=='}`),
    ...needed.orders.map((o) => `${o.field} ${o.order}`),
  ];
  return `${needed.collection} (${parts.join(', ')})`;
}

/** The composite index a query needs and no declared index serves, or null. */
export function missingIndex(spec: QuerySpec, declared: readonly DeclaredIndex[]): NeededIndex | null {
  if (spec.source.kind === 'group') return null;
  const needed = neededIndex(spec);
  if (!needed || declared.some((index) => serves(index, needed))) return null;
  return needed;
}
