import { afterEach, describe, expect, it } from 'vitest';
import type { Store, Transaction } from '../../store/port';
import { readCounted } from '../counters/counter-shards';
import type { ListDoc, TeamDoc } from '../docs';
import { deleteSubscribers, fitting } from './delete-subscribers';
import { createList } from '../lists/lists';
import { createSubscriber } from './subscribers';
import {
  account,
  listInput,
  outcomeOf,
  scratchSqliteStore,
  subscriberInput,
  testDeps,
} from '../../../test/support/test-deps';

/**
 * A store with Firestore's kind of cap on writes per transaction, set low,
 * that records how many writes each transaction queued.
 */
function cappedStore(maxWrites: number) {
  const inner = scratchSqliteStore();
  const writes: number[] = [];
  const store: Store = {
    ...inner,
    maxTransactionWrites: maxWrites,
    runTransaction: (fn) =>
      inner.runTransaction(async (tx) => {
        let count = 0;
        const counted: Transaction = {
          get: (ref) => tx.get(ref),
          getAll: (refs) => tx.getAll(refs),
          getQuery: (query) => tx.getQuery(query),
          set: (...args) => (count++, tx.set(...args), counted),
          update: (...args) => (count++, tx.update(...args), counted),
          create: (...args) => (count++, tx.create(...args), counted),
          delete: (...args) => (count++, tx.delete(...args), counted),
        };
        const result = await fn(counted);
        writes.push(count);
        return result;
      }),
  };
  return { store, writes };
}

const CAP = 12;
let capped = cappedStore(CAP);
let deps = testDeps(capped.store);
afterEach(async () => {
  await deps.store.close();
  capped = cappedStore(CAP);
  deps = testDeps(capped.store);
});

describe('fitting', () => {
  it('counts each subscriber, its opt-outs, the team and each list touched once against the cap', () => {
    // 1 (team) + 5 (doc, 2 opt-outs, 2 lists) + 3 + 2 = 11; the next adds a list: 14.
    expect(fitting([['a', 'b'], ['a', 'b'], ['a'], ['c']], 12)).toBe(3);
    expect(fitting([['a', 'b'], ['c']], 12)).toBe(2);
    expect(fitting([Array.from({ length: 20 }, (_, i) => `l${i}`)], 12)).toBe(1);
    expect(
      fitting(
        Array.from({ length: 900 }, () => []),
        Infinity,
      ),
    ).toBe(500);
  });
});

describe('deleting several subscribers', () => {
  it('splits the work into transactions under the store cap, with every counter right afterwards', async () => {
    const { uid, teamID, listID } = await account(deps, 'scale');
    const second = (await createList(deps, uid, listInput(teamID, 'Second'))).id;
    const ids: string[] = [];
    for (let i = 0; i < 9; i++) {
      const lists = i % 3 === 0 ? [] : i % 3 === 1 ? [listID] : [listID, second];
      ids.push(await createSubscriber(deps, uid, subscriberInput(teamID, `s${i}@example.org`, lists)));
    }
    const kept = await createSubscriber(deps, uid, subscriberInput(teamID, 'kept@example.org', [listID, second]));

    capped.writes.length = 0;
    expect(await deleteSubscribers(deps, uid, { teamID, ids })).toBe(9);

    const deleting = capped.writes.filter((n) => n > 0);
    expect(deleting.length).toBeGreaterThan(1);
    expect(Math.max(...deleting)).toBeLessThanOrEqual(CAP);
    for (const id of ids) expect((await deps.store.doc(`subscribers/${id}`).get()).exists).toBe(false);
    expect((await deps.store.doc(`subscribers/${kept}`).get()).exists).toBe(true);
    const team = (await readCounted<TeamDoc>(deps.store, `teams/${teamID}`))!;
    expect(team.counters.subscribers).toBe(1);
    for (const id of [listID, second]) {
      const list = (await readCounted<ListDoc>(deps.store, `newsletters/${id}`))!;
      expect(list.counters.subscribers, id).toBe(1);
      expect(
        Object.values(list.subscribeDays ?? {}).reduce((a, b) => a + b, 0),
        id,
      ).toBe(1);
    }
  });

  it('deletes nothing when one of the ids is not a subscriber of the team', async () => {
    const { uid, teamID, listID } = await account(deps);
    const other = await account(deps);
    const mine = await createSubscriber(deps, uid, subscriberInput(teamID, 'mine@example.org', [listID]));
    const theirs = await createSubscriber(
      deps,
      other.uid,
      subscriberInput(other.teamID, 'theirs@example.org', [other.listID]),
    );
    expect(await outcomeOf(deleteSubscribers(deps, uid, { teamID, ids: [mine, theirs] }))).toBe('not-found');
    expect((await deps.store.doc(`subscribers/${mine}`).get()).exists).toBe(true);
    expect((await readCounted<TeamDoc>(deps.store, `teams/${teamID}`))!.counters.subscribers).toBe(1);
  });
});
