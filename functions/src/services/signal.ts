import type { Database } from 'firebase-admin/database';

/**
 * Tells a signed-in user's open tabs to refetch their profile, through the
 * Realtime Database node `users/{uid}` that the web client watches.
 */
export interface Signal {
  accountChanged(uid: string): Promise<void>;
}

const SIGNAL_TIMEOUT_MS = 3000;

export function rtdbSignal(database: () => Database): Signal {
  return {
    async accountChanged(uid) {
      const write = database().ref(`users/${uid}`).set({ action: 'account', at: Date.now() });
      const timeout = new Promise<'timeout'>((resolve) =>
        setTimeout(() => resolve('timeout'), SIGNAL_TIMEOUT_MS).unref(),
      );
      try {
        // The change is already committed; a slow or absent signal must not fail the call.
        if ((await Promise.race([write, timeout])) === 'timeout') console.warn(`signal to users/${uid} timed out`);
      } catch (error) {
        console.warn(`signal to users/${uid} failed`, error);
      }
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
  };
}
