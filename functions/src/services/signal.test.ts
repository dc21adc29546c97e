import type { Database } from 'firebase-admin/database';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rtdbSignal, TEAM_SIGNAL_WINDOW_MS } from './signal';

/** A database that records when each team signal write happened, or refuses them all. */
function recorder(refuse = false) {
  const writes: { at: number; values: Record<string, unknown> }[] = [];
  const database = {
    ref: () => ({
      update: async (values: Record<string, unknown>) => {
        if (refuse) throw new Error('offline');
        writes.push({ at: Date.now(), values });
      },
    }),
  } as unknown as Database;
  return { writes, database };
}

const membersOf = async () => ['u1', 'u2'];

describe('team signal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('writes one node per member, and a second change no sooner than the deployed window after', async () => {
    const { writes, database } = recorder();
    const signal = rtdbSignal(() => database, { membersOf });
    signal.teamChanged('t1');
    await signal.settled();
    signal.teamChanged('t1');
    await vi.advanceTimersByTimeAsync(TEAM_SIGNAL_WINDOW_MS - 1);
    expect(writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await signal.settled();
    expect(writes.map((w) => Object.keys(w.values))).toEqual([
      ['u1/t1', 'u2/t1'],
      ['u1/t1', 'u2/t1'],
    ]);
    expect(writes[1].at - writes[0].at).toBe(TEAM_SIGNAL_WINDOW_MS);
  });

  it('uses the window it is given in place of the deployed one', async () => {
    const { writes, database } = recorder();
    const signal = rtdbSignal(() => database, { membersOf, windowMs: 20 });
    signal.teamChanged('t1');
    await signal.settled();
    signal.teamChanged('t1');
    await vi.advanceTimersByTimeAsync(20);
    await signal.settled();
    expect(writes[1].at - writes[0].at).toBe(20);
  });

  it('returns before the window closes; what is under way is done before the API answers, what waits is not', async () => {
    const { writes, database } = recorder();
    const signal = rtdbSignal(() => database, { membersOf });
    expect(signal.teamChanged('t1')).toBeUndefined();
    // The first change of a quiet team is written at once: the answer waits for it.
    await signal.underway();
    expect(writes).toHaveLength(1);

    // Within the window: the next write waits for it, and nothing under way holds the answer.
    signal.teamChanged('t1');
    await signal.underway();
    expect(writes).toHaveLength(1);
    const settled = signal.settled();
    await vi.advanceTimersByTimeAsync(TEAM_SIGNAL_WINDOW_MS);
    await settled;
    expect(writes).toHaveLength(2);
  });

  it('logs a failed write instead of throwing it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { database } = recorder(true);
    const signal = rtdbSignal(() => database, { membersOf: async () => ['u1'] });
    expect(() => signal.teamChanged('t1')).not.toThrow();
    await signal.underway();
    await signal.settled();
    expect(warn).toHaveBeenCalledWith('signal to the members of team t1 failed', expect.any(Error));
  });
});
