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
      case '>=': {
        const types =
          typeof f.value === 'number'
            ? `IN ('integer','real')`
            : typeof f.value === 'string'
              ? `= 'text'`
              : `IN ('true','false')`;
        return `(${x} ${f.op} ${this.bind(sqlValue(f.value))} AND ${t} ${types})`;
      }
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

/** A collection id as an SQL string literal; ids are single path segments, quotes doubled all the same. */
export function cidLiteral(collectionId: string): string {
  return `'${collectionId.replaceAll("'", "''")}'`;
}

/** SELECT for `rows` (path, id, data) or `count`. */
export function buildQuery(spec: QuerySpec, mode: 'rows' | 'count'): Sql {
  const b = new Builder();
  const where: string[] = [];
  const group = spec.source.kind === 'group';
  const parts = spec.source.path.split('/');
  const cid = cidLiteral(parts[parts.length - 1]);
  // A collection's rows: the primary key's range of paths under it, which
  // also holds its documents' subcollections, hence parent. cid is a literal,
  // not bound: the indexes of ensureIndex are partial (WHERE cid =
  // '<collection>'), and SQLite only uses a partial index for a query whose
  // WHERE names the same constant.
  const collectionRows = (path: string) =>
    `cid = ${cid} AND likely(path > ${b.bind(`${path}/`)}) AND likely(path < ${b.bind(`${path}0`)}) AND parent = ${b.bind(path)}`;
  // A group's rows: the top-level collection of that id, and the
  // subcollections of that id, which the partial index docs_nested holds.
  const source = group
    ? `(SELECT path, id, data FROM docs WHERE ${collectionRows(spec.source.path)} ` +
      `UNION ALL SELECT path, id, data FROM docs WHERE cid = ${cid} AND parent <> cid) AS docs`
    : 'docs';
  if (!group) where.push(collectionRows(spec.source.path));
  for (const f of spec.filters) where.push(b.filter(f));

  const orders = effectiveOrders(spec);
  for (const o of orders) where.push(`${typeExpr(o.field)} IS NOT NULL`);

  // Ties break on the full path: within one collection that is the id order, and indexes ending in path serve it.
  const nameOf = (name: string) => (group ? name : `${spec.source.path}/${name}`);
  const cursor = cursorParts(spec, orders);
  if (cursor) {
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
    where.push(`(${alternatives.join(' OR ')})`);
  }

  const orderSql = orders.flatMap((o) => {
    const dir = o.direction === 'asc' ? 'ASC' : 'DESC';
    return [`${rankExpr(typeExpr(o.field))} ${dir}`, `${extractExpr(o.field)} ${dir}`];
  });
  const lastDir = orders.length > 0 && orders[orders.length - 1].direction === 'desc' ? 'DESC' : 'ASC';
  orderSql.push(`path ${lastDir}`);

  const filter = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
  let sql = `SELECT path, id, data FROM ${source}${filter} ORDER BY ${orderSql.join(', ')}`;
  if (spec.limit !== undefined) sql += ` LIMIT ${b.bind(spec.limit)}`;
  if (mode === 'count') sql = `SELECT COUNT(*) AS n FROM (${sql})`;
  return { sql, params: b.params };
}
