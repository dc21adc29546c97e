import type { Database } from 'firebase-admin/database';

/**
 * Tells a signed-in user's open tabs to refetch their profile, through the
 * Realtime Database node `users/{uid}` that the web client watches.
 */
export interface Signal {
  accountChanged(uid: string): Promise<void>;
  /** Removes the user's node, once their account is deleted. */
  accountDeleted(uid: string): Promise<void>;
}

/** Waits for a signal write at most SIGNAL_TIMEOUT_MS: the change is already committed, so it must not fail the call. */
async function settle(write: Promise<unknown>, uid: string): Promise<void> {
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), SIGNAL_TIMEOUT_MS).unref());
  try {
    if ((await Promise.race([write, timeout])) === 'timeout') console.warn(`signal to users/${uid} timed out`);
  } catch (error) {
    console.warn(`signal to users/${uid} failed`, error);
  }
}

const SIGNAL_TIMEOUT_MS = 3000;

export function rtdbSignal(database: () => Database): Signal {
  return {
    async accountChanged(uid) {
      await settle(database().ref(`users/${uid}`).set({ action: 'account', at: Date.now() }), uid);
    },
    async accountDeleted(uid) {
      await settle(database().ref(`users/${uid}`).remove(), uid);
    },
  };
}

/** Records signals in memory, for tests of domain code. */
export function memorySignal(): Signal & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    async accountChanged(uid) {
      sent.push(uid);
    },
    async accountDeleted(uid) {
      sent.push(`deleted:${uid}`);
    },
  };
}
