/**
 * Plain-value rules shared by the adapters: validation of document data,
 * field paths, equality, and the Firestore semantics of set, merge, update
 * and field transforms applied to in-memory documents.
 */
import { type DocData, type FieldTransform, isFieldTransform, StoreError, type UpdateData } from './port';

export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function invalid(message: string): StoreError {
  return new StoreError('invalid-argument', message);
}

/** Splits `a.b.c`; each segment must be non-empty and free of quotes, which JSON paths cannot escape. */
export function splitFieldPath(field: string): string[] {
  const parts = field.split('.');
  for (const part of parts) {
    if (part === '' || part.includes('"') || part.includes('\\')) {
      throw invalid(`Invalid field path "${field}"`);
    }
  }
  return parts;
}

/** Where a transform may appear; mirrors what Firestore accepts in each kind of write. */
type TransformPlace = 'none' | 'no-delete' | 'any';

/**
 * Rejects values Firestore would reject or that JSON would silently change
 * (undefined, NaN, Dates, class instances, nested arrays), so both adapters fail alike.
 */
export function assertStorable(value: unknown, where: string, transforms: TransformPlace, inArray = false): void {
  // The check walks every value of every write: it names nothing until it finds a fault.
  if (storable(value, transforms, inArray)) return;
  explainUnstorable(value, where, transforms, inArray);
  throw invalid(`${where}: not storable`);
}

/** assertStorable's rules as a yes or no, building no field names. */
function storable(value: unknown, transforms: TransformPlace, inArray: boolean): boolean {
  if (value === null) return true;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object':
      break;
    default:
      return false;
  }
  if (isFieldTransform(value)) {
    if (inArray || transforms === 'none') return false;
    switch (value.__transform) {
      case 'delete':
        return transforms === 'any';
      case 'increment':
        return Number.isFinite(value.by);
      case 'arrayUnion':
      case 'arrayRemove':
        return value.values.every((v) => storable(v, 'none', true));
    }
    return true;
  }
  if (Array.isArray(value)) {
    if (inArray) return false;
    for (const v of value) if (!storable(v, 'none', true)) return false;
    return true;
  }
  if (!isPlainObject(value)) return false;
  const inner = inArray ? 'none' : transforms;
  for (const key of Object.keys(value)) if (key === '' || !storable(value[key], inner, false)) return false;
  return true;
}

/** Throws the error that names the first value assertStorable refuses. */
function explainUnstorable(value: unknown, where: string, transforms: TransformPlace, inArray = false): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw invalid(`${where}: numbers must be finite`);
    return;
  }
  if (isFieldTransform(value)) {
    if (inArray || transforms === 'none') throw invalid(`${where}: a FieldValue transform is not allowed here`);
    if (value.__transform === 'delete' && transforms !== 'any') {
      throw invalid(`${where}: FieldValue.delete() is only allowed in update() or set() with merge`);
    }
    if (value.__transform === 'increment' && !Number.isFinite(value.by)) {
      throw invalid(`${where}: increment needs a finite number`);
    }
    if (value.__transform === 'arrayUnion' || value.__transform === 'arrayRemove') {
      value.values.forEach((v, i) => explainUnstorable(v, `${where}[${i}]`, 'none', true));
    }
    return;
  }
  if (Array.isArray(value)) {
    if (inArray) throw invalid(`${where}: arrays cannot contain arrays`);
    value.forEach((v, i) => explainUnstorable(v, `${where}[${i}]`, 'none', true));
    return;
  }
  if (isPlainObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (k === '') throw invalid(`${where}: empty field name`);
      explainUnstorable(v, `${where}.${k}`, inArray ? 'none' : transforms, false);
    }
    return;
  }
  throw invalid(`${where}: unsupported value of type ${typeof value} (store plain JSON values; times as epoch ms)`);
}

export function assertSetData(data: DocData, merge: boolean): void {
  if (!isPlainObject(data)) throw invalid('Document data must be a plain object');
  assertStorable(data, 'data', merge ? 'any' : 'no-delete');
}

export function assertUpdateData(data: UpdateData): void {
  if (!isPlainObject(data)) throw invalid('Update data must be a plain object');
  const keys = Object.keys(data);
  if (keys.length === 0) throw invalid('update() needs at least one field');
  const paths = keys.map((k) => splitFieldPath(k).join('.')).sort();
  for (let i = 1; i < paths.length; i++) {
    if (paths[i].startsWith(`${paths[i - 1]}.`) || paths[i] === paths[i - 1]) {
      throw invalid(`Field "${paths[i - 1]}" is given twice in one update`);
    }
  }
  for (const [k, v] of Object.entries(data)) {
    // A delete directly under a field path is the one place update() accepts it.
    if (isFieldTransform(v) && v.__transform === 'delete') continue;
    assertStorable(v, k, 'no-delete');
  }
}

/** Firestore equality: numbers by value, maps regardless of key order. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((v, i) => deepEqual(v, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}

/**
 * JSON with the keys of every map sorted, so equal maps serialise to equal
 * text. Maps not in that order are copied in it, and the result goes through
 * JSON.stringify without a replacer, which keeps V8's fast path (a replacer
 * is called for every value).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value, false));
}

/**
 * The stored text of a document: its fields in the order they come, each
 * value as canonicalJson writes it. Only values are ever compared as text
 * (a query's `==` on a map field compares that field's text), so the
 * document's own keys need no sorting, and a document whose maps are already
 * in order is written as it is, with nothing copied.
 */
export function documentJson(doc: DocData): string {
  return JSON.stringify(canonicalFields(doc, false));
}

/**
 * The stored text of a document written without merge: documentJson of
 * `applySet(undefined, data, false)`, built in one pass. Transforms resolve
 * against nothing, as Firestore resolves them on a replaced document: an
 * increment is its amount, arrayUnion its distinct values, arrayRemove an
 * empty array, and a delete leaves its field out.
 */
export function freshDocJson(data: DocData): string {
  return JSON.stringify(canonicalFields(data, true));
}

function resolved(value: unknown, resolve: boolean): unknown {
  if (resolve && isFieldTransform(value)) {
    return value.__transform === 'delete' ? DELETED : canonical(applyTransform(undefined, value), false);
  }
  return canonical(value, resolve);
}

/** The document's fields in their order, values canonical; the document itself when nothing changes. */
function canonicalFields(doc: PlainObject, resolve: boolean): PlainObject {
  const keys = Object.keys(doc);
  let out: PlainObject | undefined;
  for (let i = 0; i < keys.length; i++) {
    const value = doc[keys[i]];
    const next = resolved(value, resolve);
    if (next !== value && !out) {
      out = {};
      for (let j = 0; j < i; j++) out[keys[j]] = doc[keys[j]];
    }
    if (out && next !== DELETED) out[keys[i]] = next;
  }
  return out ?? doc;
}

/** An array-index key, which JavaScript lists before a map's other keys, in numeric order. */
function isIndexKey(key: string): boolean {
  const code = key.charCodeAt(0);
  if (code < 48 || code > 57) return false;
  const n = Number(key);
  return n >>> 0 === n && n !== 4294967295 && String(n) === key;
}

/**
 * Whether a map's keys already come in the order a copy in sorted order
 * would list them: index keys first (JavaScript puts them there, in numeric
 * order, in every map), then the rest ascending.
 */
function inCanonicalOrder(keys: readonly string[]): boolean {
  let i = 0;
  while (i < keys.length && isIndexKey(keys[i])) i += 1;
  for (i += 1; i < keys.length; i++) if (!(keys[i - 1] < keys[i])) return false;
  return true;
}

/**
 * The value with every map in sorted key order (arrays copied only when an
 * item changes); transforms resolved if asked. A value already in that order
 * is returned as it is.
 */
function canonical(value: unknown, resolve: boolean): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const next = canonical(item, false);
      if (next !== item) {
        out ??= value.slice();
        out[i] = next;
      }
    }
    return out ?? value;
  }
  if (!isPlainObject(value)) return value;
  const keys = Object.keys(value);
  let replaced: Map<string, unknown> | undefined;
  for (const key of keys) {
    const v = value[key];
    const next = resolved(v, resolve);
    if (next !== v) (replaced ??= new Map()).set(key, next);
  }
  const ordered = inCanonicalOrder(keys);
  if (ordered && !replaced) return value;
  const out: PlainObject = {};
  for (const key of ordered ? keys : [...keys].sort()) {
    const next = replaced?.has(key) ? replaced.get(key) : value[key];
    if (next !== DELETED) out[key] = next;
  }
  return out;
}

const DELETED = Symbol('deleted');

function applyTransform(current: unknown, t: FieldTransform): unknown {
  switch (t.__transform) {
    case 'increment':
      return typeof current === 'number' ? current + t.by : t.by;
    case 'arrayUnion': {
      const out = Array.isArray(current) ? [...current] : [];
      for (const v of t.values) if (!out.some((x) => deepEqual(x, v))) out.push(clone(v));
      return out;
    }
    case 'arrayRemove':
      return Array.isArray(current) ? current.filter((x) => !t.values.some((v) => deepEqual(x, v))) : [];
    case 'delete':
      return DELETED;
  }
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Resolves transforms against a missing base, as Firestore does for replaced fields. */
function resolveFresh(value: unknown): unknown {
  if (isFieldTransform(value)) return applyTransform(undefined, value);
  if (isPlainObject(value)) {
    const out: PlainObject = {};
    for (const [k, v] of Object.entries(value)) {
      const r = resolveFresh(v);
      if (r !== DELETED) out[k] = r;
    }
    return out;
  }
  return clone(value);
}

function mergeInto(target: PlainObject, src: PlainObject): PlainObject {
  for (const [k, v] of Object.entries(src)) {
    if (isFieldTransform(v)) {
      const r = applyTransform(target[k], v);
      if (r === DELETED) delete target[k];
      else target[k] = r;
    } else if (isPlainObject(v) && Object.keys(v).length > 0) {
      const cur = target[k];
      target[k] = mergeInto(isPlainObject(cur) ? cur : {}, v);
    } else {
      target[k] = resolveFresh(v);
    }
  }
  return target;
}

/**
 * The document after set(data, {merge}). A merge builds it in `existing`,
 * which the caller hands over: the engine passes a document it has just
 * parsed, so a copy would only cost time.
 */
export function applySet(existing: DocData | undefined, data: DocData, merge: boolean): DocData {
  if (!merge) return resolveFresh(data) as DocData;
  return mergeInto(existing ?? {}, data);
}

/** The document after update(data); keys are dotted field paths. Built in `doc`, which the caller hands over, as applySet is. */
export function applyUpdate(doc: DocData, data: UpdateData): DocData {
  for (const [key, value] of Object.entries(data)) {
    const parts = splitFieldPath(key);
    const leaf = parts[parts.length - 1];
    let node: PlainObject | undefined = doc;
    const isDelete = isFieldTransform(value) && value.__transform === 'delete';
    for (const part of parts.slice(0, -1)) {
      const next: unknown = node[part];
      if (isPlainObject(next)) {
        node = next;
      } else if (isDelete) {
        node = undefined;
        break;
      } else {
        const created: PlainObject = {};
        node[part] = created;
        node = created;
      }
    }
    if (!node) continue;
    const result = isFieldTransform(value) ? applyTransform(node[leaf], value) : resolveFresh(value);
    if (result === DELETED) delete node[leaf];
    else node[leaf] = result;
  }
  return doc;
}
