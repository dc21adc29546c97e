import type { Database } from 'firebase-admin/database';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rtdbSignal, TEAM_SIGNAL_WINDOW_MS } from './signal';

/** A database that records when each team signal write happened. */
function recorder() {
  const writes: { at: number; paths: string[] }[] = [];
  const database = {
    ref: () => ({
      update: async (values: Record<string, unknown>) => void writes.push({ at: Date.now(), paths: Object.keys(values) }),
    }),
  } as unknown as Database;
  return { writes, database };
}

describe('rtdbSignal team signals', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const membersOf = async () => ['u1', 'u2'];

  it('writes one node per member, and a second change of the team no sooner than the deployed window after', async () => {
    const { writes, database } = recorder();
    const signal = rtdbSignal(() => database, { membersOf });
    await signal.teamChanged('t1');
    const second = signal.teamChanged('t1');
    await vi.advanceTimersByTimeAsync(TEAM_SIGNAL_WINDOW_MS - 1);
    expect(writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await second;
    expect(writes.map((w) => w.paths)).toEqual([
      ['u1/t1', 'u2/t1'],
      ['u1/t1', 'u2/t1'],
    ]);
    expect(writes[1].at - writes[0].at).toBe(TEAM_SIGNAL_WINDOW_MS);
  });

  it('uses the window it is given in place of the deployed one', async () => {
    const { writes, database } = recorder();
    const signal = rtdbSignal(() => database, { membersOf, windowMs: 20 });
    await signal.teamChanged('t1');
    const second = signal.teamChanged('t1');
    await vi.advanceTimersByTimeAsync(20);
    await second;
    expect(writes[1].at - writes[0].at).toBe(20);
  });
});
