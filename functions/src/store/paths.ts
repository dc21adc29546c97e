import { StoreError } from './port';

/** Firestore reserves ids of the form `__.*__`. */
function isReserved(part: string): boolean {
  // The test on both ends first spares the pattern nearly every id.
  return part.startsWith('__') && part.endsWith('__') && /^__.*__$/.test(part);
}

function segments(path: string): string[] {
  const parts = path.split('/');
  for (const part of parts) {
    if (part === '' || part === '.' || part === '..' || isReserved(part)) {
      throw new StoreError('invalid-argument', `Invalid path "${path}"`);
    }
  }
  return parts;
}

/** Checks a collection path (odd number of segments) and returns its parts. */
export function collectionPath(path: string): { path: string; id: string } {
  const parts = segments(path);
  if (parts.length % 2 !== 1) throw new StoreError('invalid-argument', `"${path}" is not a collection path`);
  return { path, id: parts[parts.length - 1] };
}

/** Checks a document path (even number of segments) and splits it into parent collection and id. */
export function documentPath(path: string): { path: string; parent: string; collectionId: string; id: string } {
  const parts = segments(path);
  if (parts.length % 2 !== 0) throw new StoreError('invalid-argument', `"${path}" is not a document path`);
  return {
    path,
    parent: parts.slice(0, -1).join('/'),
    collectionId: parts[parts.length - 2],
    id: parts[parts.length - 1],
  };
}

/** Checks a collection id used by collectionGroup or a single path segment. */
export function singleSegment(id: string): string {
  const parts = segments(id);
  if (parts.length !== 1) throw new StoreError('invalid-argument', `"${id}" must be a single id without "/"`);
  return id;
}
