import { afterEach, expect, it } from 'vitest';
import { COLLECTIONS } from '../docs';
import { backfillQueryKeys } from './query-keys-backfill';
import { createSubscriber } from './subscribers';
import { createList } from '../lists/lists';
import { account, listInput, scratchSqliteStore, subscriberInput, testDeps } from '../../../test/support/test-deps';
import { subscriberRef } from '../records';

let deps = testDeps(scratchSqliteStore());
afterEach(async () => {
  await deps.store.close();
  deps = testDeps(scratchSqliteStore());
});

it('gives subscribers written without query keys the keys a write gives them today, and a second run changes nothing', async () => {
  const { uid, teamID } = await account(deps, 'group');
  const listID = (await createList(deps, uid, listInput(teamID, 'Weekly'))).id;
  const ids: string[] = [];
  for (const [email, name] of [
    ['ann@example.org', 'Ann Archer'],
    ['bob@example.org', ''],
  ]) {
    ids.push(
      await createSubscriber(deps, uid, {
        ...subscriberInput(teamID, email, [listID]),
        subscriberName: name,
        tags: ['VIP'],
      }),
    );
  }
  const today = await Promise.all(ids.map(async (id) => (await subscriberRef(deps.store, id).get()).data()));
  // As documents written before the keys existed look.
  for (const id of ids) {
    const { nameKey: _n, filterKeys: _f, ...old } = (await subscriberRef(deps.store, id).get()).data()!;
    await deps.store.doc(`${COLLECTIONS.subscribers}/${id}`).set(old);
  }

  expect(await backfillQueryKeys(deps.store)).toBe(2);
  expect(await Promise.all(ids.map(async (id) => (await subscriberRef(deps.store, id).get()).data()))).toEqual(today);
  expect(await backfillQueryKeys(deps.store)).toBe(0);
});
