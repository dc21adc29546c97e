/**
 * Array fields that queries filter with array-contains, kept in a side table
 * so that such a filter is a seek on an index instead of a scan that reads
 * each document's JSON. Each element of a declared array field is one row
 * (the document's path, the field, the element), beside a copy of the few
 * fields queries on that array also filter or order by (its companions):
 * the side table's indexes are then built over (element, companions...) as
 * the documents' own indexes are built over their fields.
 *
 * The engine rewrites a document's rows with every write of it, inside the
 * write's transaction (elementRows). Declarations are kept in the file, so
 * every connection that opens it keeps the rows, whichever process declared
 * them; a declaration that is new or changed fills the rows of the documents
 * already on disk once. (Triggers would keep them too, but cost a write of a
 * subscriber four times what this does.)
 */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { type DocData, StoreError } from './port';
import { arrayFieldKey, cidLiteral, ELEMENTS_TABLE, jsonPathLiteral, textLiteral } from './sqlite-sql';
import { canonicalJson, splitFieldPath } from './values';

/** Raised when the rows change shape, so every declaration fills its rows again. */
const VERSION = 1;

const DECLARED_TABLE = 'doc_arrays';

export const ELEMENTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS ${ELEMENTS_TABLE} (
  path   TEXT NOT NULL, -- the document's
  parent TEXT NOT NULL,
  cid    TEXT NOT NULL,
  field  TEXT NOT NULL, -- the array field
  type   TEXT NOT NULL, -- the element's JSON type and value, as json_each gives them
  value,
  data   TEXT NOT NULL  -- the document's companion fields, as a JSON object
);
CREATE INDEX IF NOT EXISTS ${ELEMENTS_TABLE}_path ON ${ELEMENTS_TABLE} (path, field);
CREATE TABLE IF NOT EXISTS ${DECLARED_TABLE} (
  cid        TEXT NOT NULL,
  field      TEXT NOT NULL,
  companions TEXT NOT NULL, -- JSON array, sorted
  version    INTEGER NOT NULL,
  PRIMARY KEY (cid, field)
);
`;

/** The declared array fields of each collection id, with their companions. */
export type Declared = Map<string, { field: string; companions: string[] }[]>;

/** The declarations kept in the file. */
export function readDeclared(db: Database.Database): Declared {
  const declared: Declared = new Map();
  const rows = db.prepare(`SELECT cid, field, companions FROM ${DECLARED_TABLE} WHERE version = ?`).all(VERSION) as {
    cid: string;
    field: string;
    companions: string;
  }[];
  for (const { cid, field, companions } of rows) {
    declared.set(cid, [...(declared.get(cid) ?? []), { field, companions: JSON.parse(companions) as string[] }]);
  }
  return declared;
}

const digest = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 16);

/** The companion fields of a document's JSON `doc`, as one JSON object (a field it lacks is left out). */
function companionsJson(doc: string, companions: readonly string[]): string {
  if (companions.length === 0) return `'{}'`;
  // -> keeps each value JSON (a map, true, a string...); a field the document lacks comes out null,
  // and is removed again so that it stays missing, not null. A path to "" names no field.
  const pairs = companions.map((c) => `${textLiteral(c)}, ${doc} -> ${jsonPathLiteral(c)}`).join(', ');
  const missing = companions
    .map((c) => `CASE WHEN json_type(${doc}, ${jsonPathLiteral(c)}) IS NULL THEN ${jsonPathLiteral(c)} ELSE '$.""' END`)
    .join(', ');
  return `json_remove(json_object(${pairs}), ${missing})`;
}

/** The side rows of the documents `doc` (docs, which `from` names) in a fill, as elementRows makes them. */
function rowsOf(doc: string, field: string, companions: readonly string[], from = ''): string {
  const path = jsonPathLiteral(field);
  // One row per distinct element: array-contains asks whether an element is there, not how often.
  return (
    `SELECT ${doc}.path, ${doc}.parent, ${doc}.cid, ${textLiteral(field)}, je.type, je.value, ${companionsJson(`${doc}.data`, companions)} ` +
    `FROM ${from}json_each(${doc}.data, ${path}) AS je WHERE json_type(${doc}.data, ${path}) = 'array'`
  );
}

const distinct = (doc: string) => ` GROUP BY ${doc}.path, je.type, je.value`;

/**
 * Declares an array field of a collection id, with the fields queries on it
 * also filter or order by; fills its side rows unless this very declaration
 * is in place already.
 */
export function declareArrayField(
  db: Database.Database,
  collectionId: string,
  field: string,
  companions: readonly string[],
): void {
  for (const name of [field, ...companions]) {
    if (splitFieldPath(name).length !== 1) {
      throw new StoreError('invalid-argument', `An array field and its companions are top-level fields, not "${name}"`);
    }
  }
  const sorted = JSON.stringify([...new Set(companions)].filter((c) => c !== field).sort());
  const same = () =>
    db
      .prepare(`SELECT 1 FROM ${DECLARED_TABLE} WHERE cid = ? AND field = ? AND companions = ? AND version = ?`)
      .get(collectionId, field, sorted, VERSION) !== undefined;
  if (same()) return;
  const cid = cidLiteral(collectionId);
  db.transaction(() => {
    // Another process may have filled it while this one waited for the lock.
    if (same()) return;
    db.prepare(`DELETE FROM ${ELEMENTS_TABLE} WHERE cid = ${cid} AND field = ?`).run(field);
    db.exec(
      `INSERT INTO ${ELEMENTS_TABLE} (path, parent, cid, field, type, value, data) ` +
        `${rowsOf('docs', field, JSON.parse(sorted) as string[], 'docs, ')} AND docs.cid = ${cid}${distinct('docs')}`,
    );
    db.prepare(
      `INSERT INTO ${DECLARED_TABLE} (cid, field, companions, version) VALUES (?, ?, ?, ?) ` +
        `ON CONFLICT (cid, field) DO UPDATE SET companions = excluded.companions, version = excluded.version`,
    ).run(collectionId, field, sorted, VERSION);
  }).immediate();
}

/** An element as json_each gives it: its JSON type and its SQL value. */
function elementOf(value: unknown): [type: string, value: string | number | null] {
  if (value === null) return ['null', null];
  if (value === true) return ['true', 1];
  if (value === false) return ['false', 0];
  if (typeof value === 'number') return [Number.isInteger(value) ? 'integer' : 'real', value];
  if (typeof value === 'string') return ['text', value];
  return [Array.isArray(value) ? 'array' : 'object', canonicalJson(value)];
}

/** The side rows of a document of a collection with declared array fields: [field, type, value, companions JSON]. */
export function elementRows(
  doc: DocData,
  fields: readonly { field: string; companions: string[] }[],
): [string, string, string | number | null, string][] {
  const rows: [string, string, string | number | null, string][] = [];
  for (const { field, companions } of fields) {
    const array = doc[field];
    if (!Array.isArray(array) || array.length === 0) continue;
    const picked: DocData = {};
    for (const c of companions) if (c in doc) picked[c] = doc[c];
    const data = canonicalJson(picked);
    const seen = new Set<string>();
    for (const element of array) {
      const [type, value] = elementOf(element);
      const key = `${type}\0${String(value)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push([field, type, value, data]);
    }
  }
  return rows;
}

/** The name of the side-table index over (element, fields...) of an array field, and its SQL. */
export function elementIndexSql(collectionId: string, field: string, columns: readonly string[]): string {
  const key = arrayFieldKey(collectionId, field);
  return (
    `CREATE INDEX IF NOT EXISTS ${ELEMENTS_TABLE}_ix_${digest(`${key}\0${columns.join('\0')}`)} ` +
    `ON ${ELEMENTS_TABLE} (value, ${[...columns, 'path', 'parent'].join(', ')}) ` +
    `WHERE cid = ${cidLiteral(collectionId)} AND field = ${textLiteral(field)}`
  );
}
