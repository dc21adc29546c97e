/**
 * Translates a QuerySpec into SQL over the `docs` table, comparing JSON
 * values with Firestore's rules: a filter or order on a field skips documents
 * without it, values of different types never compare equal, and range
 * filters only match values of the operand's type.
 */
import { cursorParts, effectiveOrders, type Filter, type Order, type QuerySpec } from './query-spec';
import { canonicalJson, isPlainObject, splitFieldPath } from './values';

type SqlValue = string | number | null;

export interface Sql {
  readonly sql: string;
  readonly params: SqlValue[];
}

/**
 * The JSON path of a field as an inline SQL literal. It is inlined rather than
 * bound so that an expression index on the same text can serve the query.
 */
export function jsonPathLiteral(field: string): string {
  const path = `$${splitFieldPath(field)
    .map((p) => `."${p}"`)
    .join('')}`;
  return `'${path.replace(/'/g, "''")}'`;
}

export function extractExpr(field: string): string {
  return `json_extract(data, ${jsonPathLiteral(field)})`;
}

export function typeExpr(field: string): string {
  return `json_type(data, ${jsonPathLiteral(field)})`;
}

/** Firestore's order of types: null < booleans < numbers < strings < arrays < maps. */
export function rankExpr(typeSql: string): string {
  return `(CASE ${typeSql} WHEN 'null' THEN 0 WHEN 'false' THEN 1 WHEN 'true' THEN 1 WHEN 'integer' THEN 2 WHEN 'real' THEN 2 WHEN 'text' THEN 3 WHEN 'array' THEN 5 ELSE 6 END)`;
}

function rankOf(value: unknown): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (typeof value === 'string') return 3;
  if (Array.isArray(value)) return 5;
  return 6;
}

function sqlValue(value: unknown): SqlValue {
  if (value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return canonicalJson(value);
}

class Builder {
  readonly params: SqlValue[] = [];

  bind(value: SqlValue): string {
    this.params.push(value);
    return '?';
  }

  /** Typed equality of a JSON value given by its type and value expressions. */
  equals(typeSql: string, valueSql: string, value: unknown): string {
    if (value === null) return `${typeSql} = 'null'`;
    if (typeof value === 'boolean')
      return `(${valueSql} = ${this.bind(value ? 1 : 0)} AND ${typeSql} = '${value ? 'true' : 'false'}')`;
    if (typeof value === 'number') return `(${valueSql} = ${this.bind(value)} AND ${typeSql} IN ('integer','real'))`;
    // Text never equals a number in SQLite (no affinity on either side), so no type check is needed.
    if (typeof value === 'string') return `${valueSql} = ${this.bind(value)}`;
    const kind = Array.isArray(value) ? 'array' : isPlainObject(value) ? 'object' : 'unknown';
    return `(${typeSql} = '${kind}' AND ${valueSql} = ${this.bind(canonicalJson(value))})`;
  }

  filter(f: Filter): string {
    const t = typeExpr(f.field);
    const x = extractExpr(f.field);
    switch (f.op) {
      case '==':
        return this.equals(t, x, f.value);
      case '!=':
        return f.value === null
          ? `(${t} IS NOT NULL AND ${t} != 'null')`
          : `(${t} IS NOT NULL AND ${t} != 'null' AND NOT ${this.equals(t, x, f.value)})`;
      case '<':
      case '<=':
      case '>':
      case '>=':
        // The operand's type as its rank, the expression an index of the field holds before
        // the value: the range is then a seek on that index instead of a scan of the team's rows.
        return `(${rankExpr(t)} = ${rankOf(f.value)} AND ${x} ${f.op} ${this.bind(sqlValue(f.value))})`;
      case 'array-contains':
        return `(${t} = 'array' AND EXISTS (SELECT 1 FROM json_each(data, ${jsonPathLiteral(f.field)}) AS je WHERE ${this.equals('je.type', 'je.value', f.value)}))`;
      case 'in':
        return `(${(f.value as unknown[]).map((v) => this.equals(t, x, v)).join(' OR ')})`;
    }
  }

  /** `field` strictly after `value` in the given direction, under Firestore's cross-type order. */
  after(order: Order, value: unknown): string {
    const rank = rankExpr(typeExpr(order.field));
    const gt = order.direction === 'asc' ? '>' : '<';
    const r = rankOf(value);
    if (value === null) return `${rank} ${gt} 0`;
    return `(${rank} ${gt} ${r} OR (${rank} = ${r} AND ${extractExpr(order.field)} ${gt} ${this.bind(sqlValue(value))}))`;
  }

  same(order: Order, value: unknown): string {
    const rank = rankExpr(typeExpr(order.field));
    if (value === null) return `${rank} = 0`;
    return `(${rank} = ${rankOf(value)} AND ${extractExpr(order.field)} = ${this.bind(sqlValue(value))})`;
  }
}

const RANGES = new Set(['<', '<=', '>', '>=']);

/** The side table of array elements (sqlite-arrays.ts). */
export const ELEMENTS_TABLE = 'doc_elems';

/** The declared array fields, by arrayFieldKey, each with its companion fields: what the planner may read there. */
export type ArrayFields = ReadonlyMap<string, ReadonlySet<string>>;

export const arrayFieldKey = (collectionId: string, field: string) => `${collectionId}\0${field}`;

/**
 * The array-contains filter a query can run on the side table of array
 * elements, or null: one on a declared array field, in a query whose other
 * filters and orders all name that field's companions (the side table holds
 * nothing else).
 */
function elementFilter(spec: QuerySpec, orders: readonly Order[], arrays: ArrayFields | undefined): Filter | null {
  if (!arrays || arrays.size === 0 || spec.source.kind === 'group') return null;
  const cid = spec.source.path.slice(spec.source.path.lastIndexOf('/') + 1);
  for (const f of spec.filters) {
    if (f.op !== 'array-contains') continue;
    const companions = arrays.get(arrayFieldKey(cid, f.field));
    if (!companions) continue;
    const others = [...spec.filters.filter((g) => g !== f), ...orders];
    if (others.every((g) => companions.has(g.field))) return f;
  }
  return null;
}

/** The column of a query's rows that holds its i-th selected field (QuerySpec.select). */
export const selectedColumn = (i: number) => `f${i}`;

/** Text as an SQL string literal, its quotes doubled. */
export const textLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A collection id as an SQL string literal; ids are single path segments, quotes doubled all the same. */
export function cidLiteral(collectionId: string): string {
  return textLiteral(collectionId);
}

/**
 * SELECT for `rows` (path, id, data) or `count`. A query with an
 * array-contains filter on a declared array field runs on the side table of
 * elements, whose rows hold the fields it filters and orders by; its rows are
 * then read from `docs` by path.
 */
export function buildQuery(spec: QuerySpec, mode: 'rows' | 'count', arrays?: ArrayFields): Sql {
  const b = new Builder();
  const group = spec.source.kind === 'group';
  const orders = effectiveOrders(spec);
  const element = elementFilter(spec, orders, arrays);
  // Ties break on the full path: within one collection that is the id order, and indexes ending in path serve it.
  const nameOf = (name: string) => (group ? name : `${spec.source.path}/${name}`);
  const cursor = cursorParts(spec, orders);
  const split = cursor ? splitCursor(orders, cursor, nameOf) : null;
  // A range filter on an ordered field fixes its type (Builder.filter): its rank then
  // goes unsaid in the order, which SQLite would otherwise not see is constant and
  // sort every match instead of reading the index in order, and no row need be
  // read to see that the field is there.
  const ranged = new Set(spec.filters.filter((f) => RANGES.has(f.op)).map((f) => f.field));
  const orderSql = orders.flatMap((o) => {
    const dir = o.direction === 'asc' ? 'ASC' : 'DESC';
    const value = `${extractExpr(o.field)} ${dir}`;
    return ranged.has(o.field) ? [value] : [`${rankExpr(typeExpr(o.field))} ${dir}`, value];
  });
  const present = orders.filter((o) => !ranged.has(o.field)).map((o) => `${typeExpr(o.field)} IS NOT NULL`);
  const lastDir = orders.length > 0 && orders[orders.length - 1].direction === 'desc' ? 'DESC' : 'ASC';
  orderSql.push(`path ${lastDir}`);
  const orderBy = orderSql.join(', ');
  // Parameters bind in the order the text names them, so each part is written left to right.
  const limit = () => (spec.limit !== undefined ? ` LIMIT ${b.bind(spec.limit)}` : '');
  // The columns a caller reads: the document, or the JSON of each selected field (NULL where it has none).
  const docColumns =
    mode === 'rows' && spec.select
      ? `path, id, ${spec.select.map((field, i) => `data -> ${jsonPathLiteral(field)} AS ${selectedColumn(i)}`).join(', ')}`
      : 'path, id, data';
  // On the side table a row is an element: only its path is read, then its document.
  const columns = element ? 'path' : docColumns;
  const partColumns = element ? 'path, data' : 'path, id, data';
  const select = (step: (b: Builder) => string | null, order = orderBy, read = columns) => {
    const { source, where } = selection(b, spec, element);
    where.push(...present);
    const condition = step(b);
    if (condition) where.push(condition);
    const filter = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
    return `SELECT ${read} FROM ${source}${filter} ORDER BY ${order}${limit()}`;
  };

  let sql: string;
  if (mode === 'count' && !cursor && spec.limit === undefined) {
    // Counted where the rows are found, unordered and without their data: an index alone can answer.
    const { source, where } = selection(b, spec, element);
    where.push(...present);
    return {
      sql: `SELECT COUNT(*) AS n FROM ${source}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''}`,
      params: b.params,
    };
  }
  if (split) {
    // Two ordered parts, each a seek on an index and at most a page: the rows
    // after the cursor among those of its value's type, then the rows of the
    // types after it. Sorting their union again costs two pages at most.
    const first = select(split.sameType, split.sameTypeOrder, partColumns);
    const rest = select(split.laterTypes, orderBy, partColumns);
    sql =
      `SELECT ${columns} FROM (SELECT 0 AS part, * FROM (${first}) UNION ALL SELECT 1 AS part, * FROM (${rest}))` +
      ` ORDER BY part, ${orderBy}${limit()}`;
  } else {
    sql = select((b) => (cursor ? expandedCursor(b, orders, cursor, nameOf) : null));
  }
  if (mode === 'count') sql = `SELECT COUNT(*) AS n FROM (${sql})`;
  else if (element)
    sql = `SELECT ${docColumns} FROM docs WHERE path IN (SELECT path FROM (${sql})) ORDER BY ${orderBy}`;
  return { sql, params: b.params };
}

/**
 * The source of a query's rows and the conditions that keep it to them, then
 * the filters. A collection's rows are the primary key's range of paths
 * under it, which also holds its documents' subcollections, hence parent. cid
 * is a literal, not bound: the indexes of ensureIndex are partial (WHERE cid
 * = '<collection>'), and SQLite only uses a partial index for a query whose
 * WHERE names the same constant. A group's rows are the top-level collection
 * of that id and the subcollections of that id, which the partial index
 * docs_nested holds.
 */
function selection(b: Builder, spec: QuerySpec, element: Filter | null): { source: string; where: string[] } {
  const parts = spec.source.path.split('/');
  const cid = cidLiteral(parts[parts.length - 1]);
  const collectionRows = (path: string) =>
    `cid = ${cid} AND likely(path > ${b.bind(`${path}/`)}) AND likely(path < ${b.bind(`${path}0`)}) AND parent = ${b.bind(path)}`;
  const where: string[] = [];
  let source = 'docs';
  if (spec.source.kind === 'group') {
    source =
      `(SELECT path, id, data FROM docs WHERE ${collectionRows(spec.source.path)} ` +
      `UNION ALL SELECT path, id, data FROM docs WHERE cid = ${cid} AND parent <> cid) AS docs`;
  } else {
    where.push(collectionRows(spec.source.path));
  }
  if (element) {
    // The field a literal, as the side table's partial indexes name it.
    source = ELEMENTS_TABLE;
    where.push(`field = ${textLiteral(element.field)}`, b.equals('type', 'value', element.value));
  }
  for (const f of spec.filters) if (f !== element) where.push(b.filter(f));
  return { source, where };
}

/**
 * A cursor of one ordered field and a name, at a number or a string, as two
 * parts SQLite can seek to on the field's index (rank, value, path): the
 * rest of the value's own type, `rank = r AND value >= v AND (value > v OR
 * path > p)` (the value bounds the seek; ties are passed over by path), in
 * the order of value and path, which that index gives once rank is fixed; and
 * the types ordered after it, `rank > r`, from their start. Null otherwise:
 * expandedCursor then says it in one condition.
 */
function splitCursor(
  orders: readonly Order[],
  cursor: { values: unknown[]; name?: string },
  nameOf: (name: string) => string,
): { sameType: (b: Builder) => string; sameTypeOrder: string; laterTypes: (b: Builder) => string } | null {
  if (orders.length !== 1 || cursor.values.length !== 1 || cursor.name === undefined) return null;
  const [order] = orders;
  const [value] = cursor.values;
  if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) return null;
  const name = nameOf(cursor.name);
  const rank = rankExpr(typeExpr(order.field));
  const field = extractExpr(order.field);
  const [gt, dir] = order.direction === 'asc' ? ['>', 'ASC'] : ['<', 'DESC'];
  return {
    sameType: (b) =>
      `${rank} = ${rankOf(value)} AND ${field} ${gt}= ${b.bind(value)} ` +
      `AND (${field} ${gt} ${b.bind(value)} OR path ${gt} ${b.bind(name)})`,
    sameTypeOrder: `${field} ${dir}, path ${dir}`,
    laterTypes: () => `${rank} ${gt} ${rankOf(value)}`,
  };
}

/**
 * The cursor spelled out: rows strictly after it under the orders and then
 * the name, one alternative per key (`a > x`, or `a = x AND b > y`, ...).
 */
function expandedCursor(
  b: Builder,
  orders: readonly Order[],
  cursor: { values: unknown[]; name?: string },
  nameOf: (name: string) => string,
): string {
  const keys: { order: Order | 'name'; value: unknown }[] = cursor.values.map((value, i) => ({
    order: orders[i],
    value,
  }));
  if (cursor.name !== undefined) keys.push({ order: 'name', value: cursor.name });
  const lastDirection = orders.length > 0 ? orders[orders.length - 1].direction : 'asc';
  const alternatives = keys.map((key, i) => {
    // Only the last key can be the name, so every prefix key is an order field.
    const prefix = keys.slice(0, i).map((k) => b.same(k.order as Order, k.value));
    const step =
      key.order === 'name'
        ? `path ${lastDirection === 'asc' ? '>' : '<'} ${b.bind(nameOf(String(key.value)))}`
        : b.after(key.order, key.value);
    return `(${[...prefix, step].join(' AND ')})`;
  });
  return `(${alternatives.join(' OR ')})`;
}
