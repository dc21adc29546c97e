import { afterEach, describe, expect, it } from 'vitest';
import type { Store } from '../../store/port';
import { importAddresses } from './import-addresses';
import { chainVerdict } from '../../../test/support/consent-test-support';
import { readCounted } from '../counters/counter-shards';
import { importHistory } from './import-history';
import { COLLECTIONS, type ListDoc, type SubscriberDoc, type TeamDoc } from '../docs';
import { createList } from '../lists/lists';
import { createSubscriber, deleteSubscriber, subscriberID } from '../subscribers/subscribers';
import {
  account,
  listInput,
  outcomeOf,
  scratchSqliteStore,
  subscriberInput,
  testDeps,
} from '../../../test/support/test-deps';

/**
 * A store with Firestore's kind of cap on writes per transaction, set low so
 * an import runs as many chunks, that can run `beforeNext` ahead of the next
 * transaction it starts.
 */
function cappedStore(maxWrites: number) {
  const inner = scratchSqliteStore();
  const hooks: (() => Promise<void>)[] = [];
  const store: Store = {
    ...inner,
    maxTransactionWrites: maxWrites,
    runTransaction: async (fn) => {
      const hook = hooks.shift();
      if (hook) await hook();
      return inner.runTransaction(fn);
    },
  };
  return { store, beforeNext: (hook: () => Promise<void>) => hooks.push(hook) };
}

let capped = cappedStore(20);
let deps = testDeps(capped.store);
afterEach(async () => {
  await deps.store.close();
  capped = cappedStore(20);
  deps = testDeps(capped.store);
});

const addresses = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}@example.org`);

/** The team's and its lists' counters beside a recount of the subscriber documents. */
async function countsAndRecount(teamID: string, listIDs: string[]) {
  const docs = (
    await deps.store.collection<SubscriberDoc>(COLLECTIONS.subscribers).where('teamID', '==', teamID).get()
  ).docs.map((snap) => snap.data()!);
  const team = (await readCounted<TeamDoc>(deps.store, `teams/${teamID}`))!;
  const stored = { team: team.counters.subscribers, lists: {} as Record<string, number> };
  const recount = { team: docs.length, lists: {} as Record<string, number> };
  for (const id of listIDs) {
    stored.lists[id] = (await readCounted<ListDoc>(deps.store, `newsletters/${id}`))!.counters.subscribers;
    recount.lists[id] = docs.filter((doc) => doc.subscribedNewsletterIDs.includes(id)).length;
  }
  return { stored, recount, reservations: Object.keys(team.reservations ?? {}) };
}

describe('importAddresses in chunks', () => {
  it('writes many chunks and answers in the order given, counters equal to a recount and the consent chain intact', async () => {
    const { uid, teamID, listID } = await account(deps, 'group');
    const second = (await createList(deps, uid, listInput(teamID, 'Second'))).id;
    await createSubscriber(deps, uid, subscriberInput(teamID, 'here7@example.org', [listID]));
    const emails = addresses('here', 60);

    const answer = await importAddresses(deps, uid, {
      emails,
      newsletterIDs: [listID, second],
      teamID,
      notes: '',
      agreed: true,
    });

    const expectedCreated = emails.filter((e) => e !== 'here7@example.org').map((e) => subscriberID(teamID, e));
    expect(answer.createdSubscriberIDs).toEqual(expectedCreated);
    expect(answer.updatedSubscriberIDs).toEqual([subscriberID(teamID, 'here7@example.org')]);
    const { stored, recount, reservations } = await countsAndRecount(teamID, [listID, second]);
    expect(stored).toEqual(recount);
    expect(stored.team).toBe(60);
    expect(reservations).toEqual([]);
    // 59 created on two lists and one added to the second: 120 opt-ins, each chained to the one before.
    expect(await chainVerdict(deps.store, teamID)).toMatchObject({ ok: true, records: 120, unchained: 0 });
  });

  it('runs the chunks of an import with no reservation side by side, answering and counting as one after another', async () => {
    // The Scale plan has no subscriber limit, so nothing is reserved and chunks after the first overlap.
    const { uid, teamID, listID } = await account(deps, 'scale');
    await createSubscriber(deps, uid, subscriberInput(teamID, 'many33@example.org', []));
    const emails = addresses('many', 90);

    const answer = await importAddresses(deps, uid, {
      emails,
      newsletterIDs: [listID],
      teamID,
      notes: '',
      agreed: true,
    });

    expect(answer.createdSubscriberIDs).toEqual(
      emails.filter((e) => e !== 'many33@example.org').map((e) => subscriberID(teamID, e)),
    );
    expect(answer.updatedSubscriberIDs).toEqual([subscriberID(teamID, 'many33@example.org')]);
    const { stored, recount } = await countsAndRecount(teamID, [listID]);
    expect(stored).toEqual(recount);
    expect(stored.team).toBe(90);
    expect(await chainVerdict(deps.store, teamID)).toMatchObject({ ok: true, records: 90, unchained: 0 });
    const [entry] = (await importHistory(deps, uid, teamID)).imports;
    expect(entry).toMatchObject({ id: answer.importID, created: 89, added: 1 });
  });

  it('checks a chunk against the plan again when an address it counted as known was deleted meanwhile', async () => {
    // The Solo plan: 100 subscribers. 97 are there; one of them is imported again beside two new ones.
    const { uid, teamID, listID } = await account(deps, 'core');
    const known = addresses('known', 97);
    await importAddresses(deps, uid, { emails: known, newsletterIDs: [listID], teamID, notes: '', agreed: true });
    const input = {
      emails: [known[0], 'new1@example.org', 'new2@example.org'],
      newsletterIDs: [listID],
      teamID,
      notes: '',
      agreed: true as const,
    };

    // Counted: two new, reserved (97 + 2). Before the chunk's transaction the
    // known one is deleted and two others are added (98 + 2 reserved): the
    // chunk now creates three, one more than its share, and 101 is past the plan.
    capped.beforeNext(async () => {}); // the check of membership and lists
    capped.beforeNext(async () => {}); // the reservation
    capped.beforeNext(async () => {
      await deleteSubscriber(deps, uid, subscriberID(teamID, known[0]));
      for (const late of ['late1@example.org', 'late2@example.org']) {
        await createSubscriber(deps, uid, subscriberInput(teamID, late, [listID]));
      }
    });
    expect(await outcomeOf(importAddresses(deps, uid, input))).toBe('plan-limit');
    const refused = await countsAndRecount(teamID, [listID]);
    expect(refused.stored).toEqual(refused.recount);
    expect(refused.stored.team).toBe(98);
    expect(refused.reservations).toEqual([]);

    // The same with room for the extra one: 97 + 1 reserved, and 99 after the chunk.
    capped.beforeNext(async () => {});
    capped.beforeNext(async () => {});
    capped.beforeNext(() => deleteSubscriber(deps, uid, subscriberID(teamID, known[1])));
    const answer = await importAddresses(deps, uid, { ...input, emails: [known[1], 'new1@example.org'] });
    expect(answer.createdSubscriberIDs).toHaveLength(2);
    const after = await countsAndRecount(teamID, [listID]);
    expect(after.stored).toEqual(after.recount);
    expect(after.stored.team).toBe(99);
  });
});
