import { MAX } from '@listkeep/common';
import { afterEach, expect, it } from 'vitest';
import type { Store } from '../../store/port';
import { createSubscriber } from './subscribers';
import { tagSubscribers } from './tag-subscribers';
import { account, scratchSqliteStore, subscriberInput, testDeps } from '../../../test/support/test-deps';
import { subscriberRef } from '../records';

/** A store of one write per transaction that runs `before` (in order, one each) ahead of its next transactions. */
function steppedStore() {
  const inner = scratchSqliteStore();
  const before: (() => Promise<void>)[] = [];
  const store: Store = {
    ...inner,
    maxTransactionWrites: 1,
    runTransaction: async (fn) => {
      await before.shift()?.();
      return inner.runTransaction(fn);
    },
  };
  return { store, before };
}

let stepped = steppedStore();
let deps = testDeps(stepped.store);
afterEach(async () => {
  await deps.store.close();
  stepped = steppedStore();
  deps = testDeps(stepped.store);
});

it('passes over a subscriber filled with tags by someone else after the check, keeping what earlier chunks did', async () => {
  const { uid, teamID } = await account(deps, 'group');
  const add = async (email: string) => createSubscriber(deps, uid, { ...subscriberInput(teamID, email, []), tags: [] });
  const bob = await add('bob@example.org');
  const ann = await add('ann@example.org');
  const full = Array.from({ length: MAX.tagsPerSubscriber }, (_, i) => `t${i}`);

  // Bob's chunk runs first; Ann is filled before hers.
  stepped.before.push(
    async () => {},
    () => subscriberRef(deps.store, ann).update({ tags: full }),
  );
  expect(await tagSubscribers(deps, uid, { teamID, subscriberIDs: [bob, ann], add: 'VIP' })).toBe(1);

  expect((await subscriberRef(deps.store, bob).get()).data()!.tags).toEqual(['VIP']);
  expect((await subscriberRef(deps.store, ann).get()).data()!.tags).toEqual(full);
});
