/**
 * The contract suite against the Firestore adapter, over firebase-admin's
 * real gRPC client: (a) a real Firestore emulator when FIRESTORE_EMULATOR_HOST
 * points at one, (b) always, the npm stand-in @firestore-emulator/server for
 * the cases it can serve.
 */
import { createServer } from 'node:net';
import { FirestoreServer } from '@firestore-emulator/server';
import { describe, it } from 'vitest';
import { describeStoreContract } from './contract.test-suite';
import { createFirestoreStore } from './firestore';
import { connectFirestoreEmulator, emulatorReachable } from './firestore-emulator-client';
import { randomId } from './ids';
import type { Store } from './port';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A store on its own firebase-admin app, whose close also releases the app (and the server, if given). */
function storeAt(host: string, projectId: string, onClose?: () => void): Store {
  const { db, dispose } = connectFirestoreEmulator(host, projectId);
  const store = createFirestoreStore(db);
  return {
    ...store,
    close: async () => {
      await store.close();
      await dispose();
      onClose?.();
    },
  };
}

const projectId = (label: string) => `demo-listkeep-${label}-${randomId(6).toLowerCase()}`;

// (a) A real Firestore emulator.
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (emulatorHost && !(await emulatorReachable(emulatorHost))) {
  // Asked for but not there is a broken run, not a reason to skip.
  throw new Error(`FIRESTORE_EMULATOR_HOST is ${emulatorHost}, but no emulator answers there`);
}
if (emulatorHost) {
  const project = projectId('contract');
  describeStoreContract(`firestore (emulator at ${emulatorHost})`, async () => storeAt(emulatorHost, project), {
    crossProcess: { kind: 'firestore', host: emulatorHost, projectId: project },
  });
} else {
  console.log('skipped: FIRESTORE_EMULATOR_HOST is not set');
  describe.skip('Store contract: firestore (emulator) [skipped: FIRESTORE_EMULATOR_HOST is not set]', () => {
    it('runs when FIRESTORE_EMULATOR_HOST points at a running Firestore emulator', () => {});
  });
}

/**
 * What @firestore-emulator/server 0.3 gets wrong, measured against the real
 * emulator, as this suite found it: each entry names the scenario of
 * contract.scenarios.ts that the stand-in fails and what it does instead.
 */
const STAND_IN_GAPS = {
  'tx.concurrent-increment': 'the stand-in does not isolate concurrent transactions (updates are lost)',
  'tx.concurrent-unique': 'the stand-in does not isolate concurrent transactions (duplicates are created)',
  'tx.cross-process-increment': 'the stand-in does not isolate concurrent transactions, from one process or several',
  'tx.cross-process-unique': 'the stand-in does not isolate concurrent transactions, from one process or several',
  'cursor.paging': 'the stand-in ignores startAfter cursors',
  'cursor.ties': 'the stand-in ignores startAfter cursors',
  'cursor.mixed-types': 'the stand-in ignores startAfter cursors',
  'count.table': 'the stand-in ignores startAfter cursors, with which this case pages',
  'array.writes': 'the stand-in ignores startAfter cursors, with which this case pages',
  'query.select': 'the stand-in ignores select() and answers whole documents',
  'group.query': 'the stand-in ignores collectionGroup (finds top-level collections only)',
  'transform.delete': 'the stand-in ignores FieldValue.delete',
  'transform.several':
    'the stand-in ignores FieldValue.delete and fails transforms on nested paths, both part of this one write',
  'doc.set-replaces': 'the stand-in merges on set() without merge instead of replacing',
  'fields.dotted-query': 'the stand-in answers "Not implemented" to where/orderBy on nested field paths',
  'transform.nested': 'the stand-in answers "Not implemented" to transforms on nested field paths',
  'transform.array-edge': 'the stand-in fails arrayUnion on a missing field or of map values',
  'where.null': 'the stand-in ignores == null / != null filters and keeps null values in !=',
  'order.default': 'the stand-in returns documents in insertion order, not id order',
  'order.missing-field': 'the stand-in keeps documents without the orderBy field',
  'batch.atomic': 'the stand-in applies the writes before a failing one in a batch commit',
  'tx.commit-failure': 'the stand-in applies the writes before a failing one in a transaction commit',
} as const;

// (b) The npm stand-in, in this process on a free loopback port.
describeStoreContract(
  'firestore (@firestore-emulator/server)',
  async () => {
    const port = await freePort();
    const server = new FirestoreServer();
    await server.start(port);
    return storeAt(`127.0.0.1:${port}`, projectId('standin'), () => server.stop());
  },
  { skip: STAND_IN_GAPS },
);
