/**
 * A Store that tells which documents its transactions and batches wrote, for
 * tests and measurements: `recordWrites(store, fn)` gives the writes that
 * committed while `fn` ran. A transaction run again after contention counts
 * only the run that committed.
 */
import type { DocData, DocRef, SetOptions, Store, Transaction, UpdateData, WriteBatch } from '../../src/store/port';

export interface RecordedWrite {
  path: string;
  kind: 'set' | 'update' | 'create' | 'delete';
  /** The top-level fields the write names (none for a delete). */
  fields: string[];
}

const CAPTURES = Symbol('write captures');

type Recording = Store & { [CAPTURES]: Set<RecordedWrite[]> };

const topFields = (data: DocData | UpdateData) => [...new Set(Object.keys(data).map((key) => key.split('.')[0]))];

function recordInto<W extends Pick<Transaction, 'set' | 'update' | 'create' | 'delete'> | WriteBatch>(
  writer: W,
  into: RecordedWrite[],
): W {
  const self = new Proxy(writer, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      if (prop === 'set' || prop === 'update' || prop === 'create') {
        return (ref: DocRef, data: DocData, options?: SetOptions) => {
          into.push({ path: ref.path, kind: prop, fields: topFields(data) });
          value.call(target, ref, data, options);
          return self;
        };
      }
      if (prop === 'delete') {
        return (ref: DocRef) => {
          into.push({ path: ref.path, kind: 'delete', fields: [] });
          value.call(target, ref);
          return self;
        };
      }
      return value.bind(target);
    },
  });
  return self;
}

/** `inner`, recording what its transactions and batches write. */
export function recordingStore(inner: Store): Store {
  const captures = new Set<RecordedWrite[]>();
  const committed = (writes: RecordedWrite[]) => {
    for (const capture of captures) capture.push(...writes);
  };
  return new Proxy(inner, {
    get(target, prop, receiver) {
      if (prop === CAPTURES) return captures;
      if (prop === 'runTransaction') {
        return async <R>(fn: (tx: Transaction) => Promise<R>) => {
          let attempt: RecordedWrite[] = [];
          const result = await target.runTransaction((tx) => {
            attempt = [];
            return fn(recordInto(tx, attempt));
          });
          committed(attempt);
          return result;
        };
      }
      if (prop === 'batch') {
        return () => {
          const writes: RecordedWrite[] = [];
          const batch = recordInto(target.batch(), writes);
          const commit = batch.commit.bind(batch);
          batch.commit = async () => {
            await commit();
            committed(writes);
          };
          return batch;
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The writes `store` (a recordingStore) committed while `fn` ran. */
export async function recordWrites(store: Store, fn: () => Promise<unknown>): Promise<RecordedWrite[]> {
  const captures = (store as Recording)[CAPTURES];
  if (!captures) throw new Error('recordWrites needs a store made by recordingStore');
  const capture: RecordedWrite[] = [];
  captures.add(capture);
  try {
    await fn();
  } finally {
    captures.delete(capture);
  }
  return capture;
}
