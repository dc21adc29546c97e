/**
 * Connects firebase-admin to a Firestore emulator at an explicit address,
 * for tests and their worker processes. Each call gets its own app, so
 * several emulators (and project ids) can be used from one process.
 */
import { connect } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { randomId } from './ids';

export function connectFirestoreEmulator(
  host: string,
  projectId: string,
): { db: Firestore; dispose: () => Promise<void> } {
  const separator = host.lastIndexOf(':');
  const port = Number(host.slice(separator + 1));
  if (separator <= 0 || !Number.isInteger(port)) throw new Error(`Emulator host must be host:port, got "${host}"`);
  const app = initializeApp({ projectId }, `listkeep-${projectId}-${randomId(8)}`);
  // FIRESTORE_EMULATOR_HOST overrides explicit settings, at construction and in settings();
  // hide it so this client talks to `host` even while another emulator is configured.
  const saved = process.env.FIRESTORE_EMULATOR_HOST;
  delete process.env.FIRESTORE_EMULATOR_HOST;
  try {
    const db = getFirestore(app);
    db.settings({ host, port, ssl: false });
    return { db, dispose: () => deleteApp(app) };
  } finally {
    if (saved !== undefined) process.env.FIRESTORE_EMULATOR_HOST = saved;
  }
}

/** Whether something accepts connections at host:port (an emulator that is up), within timeoutMs. */
export function emulatorReachable(host: string, timeoutMs = 1500): Promise<boolean> {
  const separator = host.lastIndexOf(':');
  const port = Number(host.slice(separator + 1));
  return new Promise((resolve) => {
    if (separator <= 0 || !Number.isInteger(port)) return resolve(false);
    const socket = connect({ host: host.slice(0, separator).replace(/^\[|\]$/g, ''), port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
