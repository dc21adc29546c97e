import type { Database } from 'firebase-admin/database';
import { coalesce } from './coalesce';

/**
 * Tells a signed-in user's open tabs to refetch their profile, through the
 * Realtime Database node `users/{uid}` that the web client watches, and the
 * open dashboards of a team's members to refetch its data, through each
 * member's node `teamSignals/{uid}` (docs/product.md §4, Live team data).
 * A signal names no person and no address: only who is told and which team.
 */
export interface Signal {
  accountChanged(uid: string): Promise<void>;
  /** Says so on the user's node, then removes it, once their account is deleted. */
  accountDeleted(uid: string): Promise<void>;
  /**
   * After a committed change of what the team's dashboard shows. Returns at
   * once: the write may wait for the team's window, which no caller should.
   * A failed write is logged, never thrown.
   */
  teamChanged(teamID: string): void;
  /** Resolves once every team signal asked for so far is written (or failed), for tests and shutdown. */
  settled(): Promise<void>;
  /**
   * Resolves once the team signal writes already under way are done, not
   * those waiting for their window: the API answers after them, since a
   * function may get no CPU once it has answered.
   */
  underway(): Promise<void>;
}

/** Waits for a signal write at most SIGNAL_TIMEOUT_MS: the change is already committed, so it must not fail the call. */
async function settle(write: Promise<unknown>, node: string): Promise<void> {
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), SIGNAL_TIMEOUT_MS).unref());
  try {
    if ((await Promise.race([write, timeout])) === 'timeout') console.warn(`signal to ${node} timed out`);
  } catch (error) {
    console.warn(`signal to ${node} failed`, error);
  }
}

const SIGNAL_TIMEOUT_MS = 3000;

/**
 * At most one team signal per team and process in this time: a burst of
 * sign-ups or clicks becomes a few writes, each read by the tabs as "fetch
 * again", and the data itself comes from the API.
 */
export const TEAM_SIGNAL_WINDOW_MS = 400;

export interface SignalOptions {
  /** The uids of a team's members, read when a team signal goes out. */
  membersOf: (teamID: string) => Promise<string[]>;
  /**
   * TEAM_SIGNAL_WINDOW_MS unless told. Each call that changes a team waits for
   * its signal, so the API tests, which make a team's calls back to back and
   * read the signal only from a recorder, serve the API with a shorter one.
   */
  windowMs?: number;
}

export function rtdbSignal(
  database: () => Database,
  { membersOf, windowMs = TEAM_SIGNAL_WINDOW_MS }: SignalOptions,
): Signal {
  const writing = new Set<Promise<void>>();
  const teamSignal = coalesce((teamID) => {
    const write = (async () => {
      const uids = await membersOf(teamID);
      if (uids.length === 0) return;
      const at = Date.now();
      // One multi-path write for all members (at most the plan's member limit).
      await database()
        .ref('teamSignals')
        .update(Object.fromEntries(uids.map((uid) => [`${uid}/${teamID}`, at])));
    })();
    writing.add(write);
    void write.catch(() => undefined).then(() => writing.delete(write));
    return write;
  }, windowMs);
  const pending = new Set<Promise<void>>();
  return {
    async accountChanged(uid) {
      await settle(database().ref(`users/${uid}`).set({ action: 'account', at: Date.now() }), `users/${uid}`);
    },
    async accountDeleted(uid) {
      // The open tabs hear why the node goes: a removal alone reads like a node never written.
      const node = database().ref(`users/${uid}`);
      await settle(
        node.set({ action: 'deleted', at: Date.now() }).then(() => node.remove()),
        `users/${uid}`,
      );
      await settle(database().ref(`teamSignals/${uid}`).remove(), `teamSignals/${uid}`);
    },
    teamChanged(teamID) {
      const write = settle(teamSignal(teamID), `the members of team ${teamID}`);
      pending.add(write);
      void write.then(() => pending.delete(write));
    },
    async settled() {
      // A write may be asked for while others are awaited.
      while (pending.size > 0) await Promise.all(pending);
    },
    async underway() {
      // A write due now starts a tick after it was asked for (coalesce): let it start first.
      await Promise.resolve();
      await Promise.allSettled(writing);
    },
  };
}

/** Records signals in memory, for tests of domain code. */
export function memorySignal(): Signal & { sent: string[]; teams: string[] } {
  const sent: string[] = [];
  const teams: string[] = [];
  return {
    sent,
    teams,
    async accountChanged(uid) {
      sent.push(uid);
    },
    async accountDeleted(uid) {
      sent.push(`deleted:${uid}`);
    },
    teamChanged(teamID) {
      teams.push(teamID);
    },
    async settled() {},
    async underway() {},
  };
}
