import type { Database } from 'firebase-admin/database';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rtdbSignal, TEAM_SIGNAL_WINDOW_MS } from './signal';

/** A database that records each multi-path update, or refuses them all. */
function database(refuse = false) {
  const updates: Record<string, unknown>[] = [];
  const db = {
    ref: () => ({
      update: async (values: Record<string, unknown>) => {
        if (refuse) throw new Error('offline');
        updates.push(values);
      },
    }),
  } as unknown as Database;
  return { updates, db };
}

describe('team signal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("returns before the team's window closes, and settles once the write is out", async () => {
    const { updates, db } = database();
    const signal = rtdbSignal(() => db, { membersOf: async () => ['u1', 'u2'] });
    signal.teamChanged('t1');
    await signal.settled();
    expect(updates).toEqual([{ 'u1/t1': expect.any(Number), 'u2/t1': expect.any(Number) }]);

    // Within the window: the call is back while its write still waits for the window.
    expect(signal.teamChanged('t1')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(TEAM_SIGNAL_WINDOW_MS - 1);
    expect(updates).toHaveLength(1);

    const settled = signal.settled();
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(updates).toHaveLength(2);
  });

  it('logs a failed write instead of throwing it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { db } = database(true);
    const signal = rtdbSignal(() => db, { membersOf: async () => ['u1'] });
    expect(() => signal.teamChanged('t1')).not.toThrow();
    await signal.settled();
    expect(warn).toHaveBeenCalledWith('signal to the members of team t1 failed', expect.any(Error));
  });
});
