/**
 * Array fields that queries filter with array-contains, kept in a side table
 * so that such a filter is a seek on an index instead of a scan that reads
 * each document's JSON. Each element of a declared array field is one row
 * (the document's path, the field, the element), beside a copy of the few
 * fields queries on that array also filter or order by (its companions):
 * the side table's indexes are then built over (element, companions...) as
 * the documents' own indexes are built over their fields.
 *
 * Triggers on `docs` keep the rows in step with every write, inside the
 * write's own transaction, whichever process or connection writes; a
 * declaration that is new or changed fills the rows of documents already on
 * disk once, then installs its triggers.
 */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { StoreError } from './port';
import { arrayFieldKey, cidLiteral, ELEMENTS_TABLE, jsonPathLiteral, textLiteral } from './sqlite-sql';
import { splitFieldPath } from './values';

/** Raised when the rows or the triggers change shape, so every declaration fills its rows again. */
const VERSION = 1;

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
`;

const digest = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 16);

/** The companion fields of a document's JSON `doc`, as one JSON object (a field it lacks is left out). */
function companionsJson(doc: string, companions: readonly string[]): string {
  if (companions.length === 0) return `'{}'`;
  // json_each gives booleans and null as SQL values and maps and arrays as text: json() keeps them JSON.
  const value =
    `CASE type WHEN 'true' THEN json('true') WHEN 'false' THEN json('false') WHEN 'null' THEN json('null') ` +
    `WHEN 'object' THEN json(value) WHEN 'array' THEN json(value) ELSE value END`;
  return `(SELECT json_group_object(key, ${value}) FROM json_each(${doc}) WHERE key IN (${companions.map(textLiteral).join(', ')}))`;
}

/** The side rows of the document `doc` (new in a trigger; docs, which `from` then names, in a fill). */
function rowsOf(doc: string, field: string, companions: readonly string[], from = ''): string {
  const path = jsonPathLiteral(field);
  // One row per distinct element: array-contains asks whether an element is there, not how often.
  return (
    `SELECT ${doc}.path, ${doc}.parent, ${doc}.cid, ${textLiteral(field)}, je.type, je.value, ${companionsJson(`${doc}.data`, companions)} ` +
    `FROM ${from}json_each(${doc}.data, ${path}) AS je WHERE json_type(${doc}.data, ${path}) = 'array' ` +
    `AND NOT EXISTS (SELECT 1 FROM json_each(${doc}.data, ${path}) AS seen ` +
    `WHERE seen.id < je.id AND seen.type = je.type AND seen.value IS je.value)`
  );
}

/**
 * Declares an array field of a collection id, with the fields queries on it
 * also filter or order by; fills its side rows and installs its triggers
 * unless this very declaration is in place already.
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
  const sorted = [...new Set(companions)].filter((c) => c !== field).sort();
  const stem = `docs_elems_${digest(arrayFieldKey(collectionId, field))}`;
  const version = digest(JSON.stringify([VERSION, collectionId, field, sorted]));
  const triggers = (
    db.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE ?`).all(`${stem}_%`) as {
      name: string;
    }[]
  ).map((t) => t.name);
  if (triggers.includes(`${stem}_ins_${version}`)) return;

  const cid = cidLiteral(collectionId);
  const f = textLiteral(field);
  const insert = `INSERT INTO ${ELEMENTS_TABLE} (path, parent, cid, field, type, value, data)`;
  const changed = (a: string, b: string) =>
    `json_extract(${a}.data, ${jsonPathLiteral(field)}) IS NOT json_extract(${b}.data, ${jsonPathLiteral(field)}) ` +
    `OR ${companionsJson(`${a}.data`, sorted)} IS NOT ${companionsJson(`${b}.data`, sorted)}`;
  db.transaction(() => {
    for (const name of triggers) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
    db.prepare(`DELETE FROM ${ELEMENTS_TABLE} WHERE cid = ${cid} AND field = ?`).run(field);
    db.exec(`${insert} ${rowsOf('docs', field, sorted, 'docs, ')} AND docs.cid = ${cid}`);
    db.exec(
      `CREATE TRIGGER ${stem}_ins_${version} AFTER INSERT ON docs WHEN new.cid = ${cid} BEGIN ` +
        `${insert} ${rowsOf('new', field, sorted)}; END`,
    );
    // Only a write that changes the array or a companion touches the rows.
    db.exec(
      `CREATE TRIGGER ${stem}_upd_${version} AFTER UPDATE OF data ON docs WHEN new.cid = ${cid} AND (${changed('old', 'new')}) BEGIN ` +
        `DELETE FROM ${ELEMENTS_TABLE} WHERE path = old.path AND field = ${f}; ` +
        `${insert} ${rowsOf('new', field, sorted)}; END`,
    );
    db.exec(
      `CREATE TRIGGER ${stem}_del_${version} AFTER DELETE ON docs WHEN old.cid = ${cid} BEGIN ` +
        `DELETE FROM ${ELEMENTS_TABLE} WHERE path = old.path AND field = ${f}; END`,
    );
  }).immediate();
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
