import { describe, expect, it } from 'vitest';
import type { Subscriber } from '@listkeep/common';
import type { Store } from '../../store/port';
import { getDashboardItem } from '../dashboard/dashboard-items';
import { COLLECTIONS } from '../docs';
import { migrateQueryKeys, queryKeysMigrationRef } from './query-keys-migration';
import { QUERY_KEYS_VERSION } from './subscriber-keys';
import { createSubscriber } from './subscribers';
import {
  account,
  emulatorTestStore,
  scratchSqliteStore,
  subscriberInput,
  testDeps,
} from '../../../test/support/test-deps';
import { subscriberRef } from '../records';

async function fillsKeysOfOldSubscribers(store: Store) {
  const deps = testDeps(store);
  try {
    const { uid, teamID, listID } = await account(deps, 'group');
    const people = [
      ['ann@example.org', 'Ann Archer', ['VIP']],
      ['bob@example.org', 'Bob Brook', []],
      ['cleo@example.org', 'Cleo Dune', ['VIP']],
    ] as const;
    const ids: string[] = [];
    for (const [email, subscriberName, tags] of people) {
      ids.push(
        await createSubscriber(deps, uid, {
          ...subscriberInput(teamID, email, [listID]),
          subscriberName,
          tags: [...tags],
        }),
      );
    }
    // Ann and Bob as subscribers written before the keys existed look.
    for (const id of ids.slice(0, 2)) {
      const { nameKey: _n, filterKeys: _f, ...old } = (await subscriberRef(store, id).get()).data()!;
      await store.doc(`${COLLECTIONS.subscribers}/${id}`).set(old);
    }
    const emails = async (input: { tag?: string; newsletterID?: string; sort?: 'name'; q?: string }) => {
      const answer = await getDashboardItem(deps, uid, { type: 'subscribers', teamID, ...input });
      return { emails: (answer.data as Subscriber[]).map((s) => s.subscriberEmail), total: answer.total };
    };
    expect(await emails({ tag: 'vip', newsletterID: listID })).toEqual({ emails: ['cleo@example.org'], total: 1 });

    expect(await migrateQueryKeys(deps, 60_000)).toEqual({ done: true, written: 2 });
    expect((await queryKeysMigrationRef(store).get()).data()).toMatchObject({
      version: QUERY_KEYS_VERSION,
      done: true,
      after: null,
      written: 2,
    });
    expect(await emails({ tag: 'vip', newsletterID: listID })).toEqual({
      emails: ['cleo@example.org', 'ann@example.org'],
      total: 2,
    });
    expect(await emails({ q: 'b', sort: 'name' })).toEqual({ emails: ['bob@example.org'], total: 1 });
    // Done: a later run reads its document and stops.
    expect(await migrateQueryKeys(deps, 60_000)).toEqual({ done: true, written: 0 });
  } finally {
    await store.close();
  }
}

it('gives subscribers stored without query keys their keys, so filters, searches and sorts find them', async () => {
  await fillsKeysOfOldSubscribers(scratchSqliteStore());
});

it('goes on from where the last run stopped, a page at a time', async () => {
  const deps = testDeps(scratchSqliteStore());
  try {
    await queryKeysMigrationRef(deps.store).set({
      version: QUERY_KEYS_VERSION - 1,
      after: null,
      done: true,
      written: 0,
      updatedAt: 0,
    });
    const { uid, teamID, listID } = await account(deps, 'group');
    await createSubscriber(deps, uid, subscriberInput(teamID, 'ann@example.org', [listID]));
    // An earlier version's run, done, is not this version's: it runs again.
    expect((await migrateQueryKeys(deps, 0)).done).toBe(true);
    await queryKeysMigrationRef(deps.store).update({ done: false, after: 'zzzz' });
    // From the saved place: past every id, it finds nothing more to do.
    expect(await migrateQueryKeys(deps, 0)).toEqual({ done: true, written: 0 });
  } finally {
    await deps.store.close();
  }
});

const emulator = await emulatorTestStore();
if ('skipped' in emulator) console.log(`skipped: the Firestore run of the query keys migration: ${emulator.skipped}`);

describe.skipIf('skipped' in emulator)('on Firestore', () => {
  it('gives subscribers stored without query keys their keys (Firestore emulator)', async () => {
    if ('open' in emulator) await fillsKeysOfOldSubscribers(emulator.open());
  }, 60_000);
});
