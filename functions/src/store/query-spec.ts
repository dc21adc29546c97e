/**
 * An adapter-neutral description of a query, built immutably by the
 * adapters' Query objects and checked here once, so both adapters accept
 * and reject the same queries.
 */
import { type Direction, StoreError, type WhereOp } from './port';
import { assertStorable, splitFieldPath } from './values';

export interface Filter {
  readonly field: string;
  readonly op: WhereOp;
  readonly value: unknown;
}

export interface Order {
  readonly field: string;
  readonly direction: Direction;
}

export interface QuerySpec {
  /** A collection path, or a collection id for a collection group. */
  readonly source: { readonly kind: 'collection' | 'group'; readonly path: string };
  readonly filters: readonly Filter[];
  readonly orders: readonly Order[];
  readonly limit?: number;
  readonly startAfter?: readonly unknown[];
  /** Top-level fields to read; the whole document when absent. */
  readonly select?: readonly string[];
}

const OPS: readonly WhereOp[] = ['==', '!=', '<', '<=', '>', '>=', 'array-contains', 'in'];
const INEQUALITIES: readonly WhereOp[] = ['!=', '<', '<=', '>', '>='];
/** Firestore's cap on the values of one `in` filter. */
export const MAX_IN_VALUES = 30;

function invalid(message: string): StoreError {
  return new StoreError('invalid-argument', message);
}

export function addFilter(spec: QuerySpec, field: string, op: WhereOp, value: unknown): QuerySpec {
  splitFieldPath(field);
  if (!OPS.includes(op)) throw invalid(`Unsupported operator "${String(op)}"`);
  if (op === 'in') {
    if (!Array.isArray(value) || value.length === 0 || value.length > MAX_IN_VALUES) {
      throw invalid(`"in" needs an array of 1 to ${MAX_IN_VALUES} values`);
    }
    value.forEach((v, i) => assertStorable(v, `in[${i}]`, 'none', true));
  } else {
    assertStorable(value, `where ${field}`, 'none');
  }
  const isRange = op === '<' || op === '<=' || op === '>' || op === '>=';
  if (isRange && !(typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')) {
    throw invalid(`"${op}" compares numbers, strings or booleans`);
  }
  return { ...spec, filters: [...spec.filters, { field, op, value }] };
}

export function addOrder(spec: QuerySpec, field: string, direction: Direction = 'asc'): QuerySpec {
  splitFieldPath(field);
  if (direction !== 'asc' && direction !== 'desc') throw invalid(`Unsupported direction "${String(direction)}"`);
  if (spec.startAfter) throw invalid('orderBy() must come before startAfter()');
  return { ...spec, orders: [...spec.orders, { field, direction }] };
}

export function setSelect(spec: QuerySpec, fields: readonly string[]): QuerySpec {
  if (fields.length === 0) throw invalid('select() needs at least one field');
  for (const field of fields) {
    if (splitFieldPath(field).length !== 1) throw invalid(`select() takes top-level fields, not "${field}"`);
  }
  return { ...spec, select: [...new Set(fields)] };
}

export function setLimit(spec: QuerySpec, n: number): QuerySpec {
  if (!Number.isInteger(n) || n < 0) throw invalid('limit() needs a non-negative integer');
  return { ...spec, limit: n };
}

export function setStartAfter(spec: QuerySpec, values: readonly unknown[]): QuerySpec {
  if (values.length === 0) throw invalid('startAfter() needs at least one value');
  values.forEach((v, i) => assertStorable(v, `startAfter[${i}]`, 'none'));
  return { ...spec, startAfter: [...values] };
}

/**
 * The order results really come in: explicit orders, then every field with an
 * inequality filter that is not ordered yet (sorted by path), as Firestore adds
 * them implicitly. Ties are then broken by document name.
 */
export function effectiveOrders(spec: QuerySpec): Order[] {
  const orders = [...spec.orders];
  const direction = orders.length > 0 ? orders[orders.length - 1].direction : 'asc';
  const implicit = [...new Set(spec.filters.filter((f) => INEQUALITIES.includes(f.op)).map((f) => f.field))].filter(
    (field) => !orders.some((o) => o.field === field),
  );
  for (const field of implicit.sort()) orders.push({ field, direction });
  return orders;
}

/** Splits cursor values into per-order values and an optional trailing document id (or path in a group). */
export function cursorParts(
  spec: QuerySpec,
  orders: readonly Order[],
): { values: unknown[]; name?: string } | undefined {
  const cursor = spec.startAfter;
  if (!cursor) return undefined;
  if (cursor.length <= orders.length) return { values: [...cursor] };
  if (cursor.length === orders.length + 1) {
    const name = cursor[cursor.length - 1];
    if (typeof name !== 'string' || name === '') {
      throw invalid('The cursor value after the orderBy values must be a document id (a path in a collection group)');
    }
    return { values: cursor.slice(0, -1), name };
  }
  throw invalid('startAfter() has more values than orderBy fields (plus one document id)');
}

export function emptySpec(kind: 'collection' | 'group', path: string): QuerySpec {
  return { source: { kind, path }, filters: [], orders: [] };
}
