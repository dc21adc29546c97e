import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_SOURCES, DEFAULT_SUBSCRIPTION_SOURCE, dashboardNoteConsent } from '@listkeep/common';
import { hashEmail } from '../../services/email-hash';
import { importAddresses, importChunkSize } from '../imports/import-addresses';
import { COLLECTIONS, type ConsentDoc } from '../docs';
import { createList, deleteList } from '../lists/lists';
import {
  consentChanges,
  createSubscriber,
  creationConsentSource,
  deleteSubscriber,
  updateSubscriber,
} from '../subscribers/subscribers';
import { account, listInput, outcomeOf, subscriberInput, testDeps } from '../../../test/support/test-deps';
import { teamRef } from '../records';

let deps = testDeps();
afterEach(async () => {
  await deps.store.close();
  deps = testDeps();
});

const sub = subscriberInput;

async function consent(teamID: string): Promise<ConsentDoc[]> {
  const snaps = await deps.store.collection<ConsentDoc>(COLLECTIONS.consent).where('teamID', '==', teamID).get();
  return snaps.docs.map((s) => s.data()!);
}

/** [address, list, action, source] of each record, sorted, with the hash read back to its address. */
async function events(teamID: string, addresses: string[]) {
  const byHash = new Map(addresses.map((a) => [hashEmail(deps.hashSecret, a), a]));
  const docs = await consent(teamID);
  for (const doc of docs) expect(byHash.has(doc.emailHash), doc.emailHash).toBe(true);
  return docs.map((d) => [byHash.get(d.emailHash), d.newsletterID, d.action, d.source]).sort();
}

describe('consent sources and changes', () => {
  it('takes a sender-given source for a new subscriber as a note under dashboard, else dashboard', () => {
    expect(creationConsentSource(' phone call ')).toBe(dashboardNoteConsent('phone call'));
    expect(creationConsentSource(CONSENT_SOURCES.subscribePage)).toBe(dashboardNoteConsent('subscribe page'));
    expect(creationConsentSource(DEFAULT_SUBSCRIPTION_SOURCE)).toBe(CONSENT_SOURCES.dashboard);
    expect(creationConsentSource('  ')).toBe(CONSENT_SOURCES.dashboard);
  });

  it('records each list whose state changed in an edit, and nothing for an unchanged one', () => {
    expect(consentChanges(['a', 'b'], ['b', 'c'], false)).toEqual([
      { address: 'new', listID: 'a', action: 'opt-out', source: 'dashboard' },
      { address: 'new', listID: 'c', action: 'opt-in', source: 'dashboard' },
    ]);
    expect(consentChanges(['a'], ['a'], false)).toEqual([]);
    expect(consentChanges([], [], true)).toEqual([]);
  });

  it('on a new address, stops the old one everywhere and starts the new one, naming carried lists as such', () => {
    expect(consentChanges(['a', 'b'], ['b', 'c'], true)).toEqual([
      { address: 'old', listID: 'a', action: 'opt-out', source: 'address changed by sender' },
      { address: 'old', listID: 'b', action: 'opt-out', source: 'address changed by sender' },
      { address: 'new', listID: 'b', action: 'opt-in', source: 'address changed by sender' },
      { address: 'new', listID: 'c', action: 'opt-in', source: 'dashboard' },
    ]);
  });

  it('sizes import chunks so an address with a record per list, or one kept out of every list, fits a 500-write cap', () => {
    expect(importChunkSize(Infinity, 3)).toBe(10_000);
    for (const lists of [1, 2, 5, 20]) {
      const n = importChunkSize(500, lists);
      // An address writes its subscriber and a record per list, or, kept out, an entry and a record per list.
      const perAddress = Math.max(1 + lists, 2 * lists);
      // Beside the addresses: the team and one of its counter shards, the import's history entry and each list.
      expect(n * perAddress + 3 + lists, `${lists} lists`).toBeLessThanOrEqual(500);
      // And no more: one address more would pass the cap with the one write kept spare.
      expect((n + 1) * perAddress + 4 + lists, `${lists} lists`).toBeGreaterThan(500);
    }
  });
});

describe('consent record ids', () => {
  it('share a random prefix within a transaction and differ between transactions', async () => {
    const { uid, teamID, listID } = await account(deps, 'group');
    const emails = Array.from({ length: 30 }, (_, i) => `p${i}@example.org`);
    await importAddresses(deps, uid, { emails, newsletterIDs: [listID], teamID, notes: '', agreed: true });
    await createSubscriber(deps, uid, sub(teamID, 'ann@example.org', [listID]));
    const snaps = await deps.store.collection<ConsentDoc>(COLLECTIONS.consent).where('teamID', '==', teamID).get();
    const ids = snaps.docs.map((s) => ({ id: s.id, source: s.data()!.source }));
    expect(new Set(ids.map((r) => r.id)).size).toBe(31);
    for (const { id } of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    const prefixes = (source: string) => new Set(ids.filter((r) => r.source === source).map((r) => r.id.slice(0, 13)));
    expect(prefixes(CONSENT_SOURCES.import).size).toBe(1);
    expect(prefixes(CONSENT_SOURCES.dashboard).size).toBe(1);
    expect([...prefixes(CONSENT_SOURCES.import)]).not.toEqual([...prefixes(CONSENT_SOURCES.dashboard)]);
  });
});

describe('consent records of sender changes', () => {
  it('records creation, edits, an address change and deletion, with only a keyed hash of the address', async () => {
    const { uid, teamID, listID } = await account(deps, 'core');
    const list2 = (await createList(deps, uid, listInput(teamID, 'Second'))).id;

    const id = await createSubscriber(deps, uid, sub(teamID, 'Ann@Example.org', [listID, list2], 'phone call'));
    await createSubscriber(deps, uid, sub(teamID, 'bob@example.org', [listID]));
    await createSubscriber(deps, uid, sub(teamID, 'nolist@example.org', []));
    expect(await events(teamID, ['ann@example.org', 'bob@example.org'])).toEqual(
      [
        ['ann@example.org', listID, 'opt-in', dashboardNoteConsent('phone call')],
        ['ann@example.org', list2, 'opt-in', dashboardNoteConsent('phone call')],
        ['bob@example.org', listID, 'opt-in', 'dashboard'],
      ].sort(),
    );

    // A change of case only keeps the address, its id and its hash: only list changes count.
    const same = await updateSubscriber(deps, uid, { ...sub(teamID, 'ANN@example.org', [list2]), id });
    expect(same).toBe(id);
    const afterEdit = await events(teamID, ['ann@example.org', 'bob@example.org']);
    expect(afterEdit).toHaveLength(4);
    expect(afterEdit).toContainEqual(['ann@example.org', listID, 'opt-out', 'dashboard']);

    deps.clock.now += 1000;
    const moved = await updateSubscriber(deps, uid, { ...sub(teamID, 'ann.new@example.org', [listID, list2]), id });
    expect(moved).not.toBe(id);
    const afterMove = await events(teamID, ['ann@example.org', 'ann.new@example.org', 'bob@example.org']);
    expect(afterMove.filter(([, , , source]) => source === CONSENT_SOURCES.addressChange)).toEqual(
      [
        ['ann@example.org', list2, 'opt-out', 'address changed by sender'],
        ['ann.new@example.org', list2, 'opt-in', 'address changed by sender'],
      ].sort(),
    );
    expect(afterMove).toContainEqual(['ann.new@example.org', listID, 'opt-in', 'dashboard']);
    expect(afterMove).toHaveLength(7);

    await deleteSubscriber(deps, uid, moved);
    const afterDelete = await events(teamID, ['ann@example.org', 'ann.new@example.org', 'bob@example.org']);
    expect(afterDelete.filter(([, , , source]) => source === CONSENT_SOURCES.deletedBySender)).toEqual(
      [
        ['ann.new@example.org', listID, 'opt-out', 'deleted by sender'],
        ['ann.new@example.org', list2, 'opt-out', 'deleted by sender'],
      ].sort(),
    );

    const all = await consent(teamID);
    expect(all.every((c) => c.teamID === teamID && typeof c.at === 'number')).toBe(true);
    // No address in any form: every address has an '@', and nothing else in a record does.
    expect(JSON.stringify(all)).not.toContain('@');
  });

  it('writes nothing for a refused change', async () => {
    const { uid, teamID, listID } = await account(deps, 'starter');
    const id = await createSubscriber(deps, uid, sub(teamID, 'ann@example.org', [listID]));
    await createSubscriber(deps, uid, sub(teamID, 'bob@example.org', []));
    const before = (await consent(teamID)).length;
    expect(await outcomeOf(createSubscriber(deps, uid, sub(teamID, 'ANN@example.org', [listID])))).toBe(
      'already-exists',
    );
    expect(await outcomeOf(updateSubscriber(deps, uid, { ...sub(teamID, 'bob@example.org', []), id }))).toBe(
      'already-exists',
    );
    await teamRef(deps.store, teamID).update({ 'counters.subscribers': 50 });
    expect(await outcomeOf(createSubscriber(deps, uid, sub(teamID, 'cy@example.org', [listID])))).toBe('plan-limit');
    expect(
      await outcomeOf(
        importAddresses(deps, uid, {
          emails: ['dee@example.org'],
          newsletterIDs: [listID],
          teamID,
          notes: '',
          agreed: true,
        }),
      ),
    ).toBe('plan-limit');
    expect(await consent(teamID)).toHaveLength(before);
  });

  it('records each subscription an import makes, and none for addresses left as they were', async () => {
    const { uid, teamID, listID } = await account(deps, 'group');
    const list2 = (await createList(deps, uid, listInput(teamID, 'Second'))).id;
    const gone = await createSubscriber(deps, uid, sub(teamID, 'gone@example.org', [listID]));
    await updateSubscriber(deps, uid, { ...sub(teamID, 'gone@example.org', []), id: gone });
    await createSubscriber(deps, uid, sub(teamID, 'here@example.org', [listID, list2]));
    await createSubscriber(deps, uid, sub(teamID, 'half@example.org', [listID]));
    const before = (await consent(teamID)).length;

    const answer = await importAddresses(deps, uid, {
      emails: ['new@example.org here@example.org', 'gone@example.org half@example.org'],
      newsletterIDs: [listID, list2],
      teamID,
      notes: '',
      agreed: true,
    });
    expect(answer.alreadyExists).toEqual(['here@example.org']);
    expect(answer.optedOut).toEqual(['gone@example.org']);
    const imported = (
      await events(teamID, ['gone@example.org', 'here@example.org', 'half@example.org', 'new@example.org'])
    ).filter(([, , , source]) => source === CONSENT_SOURCES.import);
    expect(imported).toEqual(
      [
        ['new@example.org', listID, 'opt-in', 'import'],
        ['new@example.org', list2, 'opt-in', 'import'],
        ['half@example.org', list2, 'opt-in', 'import'],
        // gone@ left the first list, which an import never undoes; the second list is new to it.
        ['gone@example.org', list2, 'opt-in', 'import'],
      ].sort(),
    );
    expect(await consent(teamID)).toHaveLength(before + 4);
  });

  it('records an opt-out for everyone still on a deleted list, past one clean-up chunk', async () => {
    const { uid, teamID, listID } = await account(deps, 'scale');
    const list2 = (await createList(deps, uid, listInput(teamID, 'Second'))).id;
    const emails = Array.from({ length: 450 }, (_, i) => `p${i}@example.org`);
    await importAddresses(deps, uid, { emails, newsletterIDs: [list2], teamID, notes: '', agreed: true });
    const left = await createSubscriber(deps, uid, sub(teamID, 'left@example.org', [list2]));
    await updateSubscriber(deps, uid, { ...sub(teamID, 'left@example.org', [listID]), id: left });
    expect((await consent(teamID)).filter((c) => c.source === CONSENT_SOURCES.listDeleted)).toEqual([]);

    await deleteList(deps, uid, list2);
    const added = (await consent(teamID)).filter((c) => c.source === CONSENT_SOURCES.listDeleted);
    expect(added).toHaveLength(450);
    expect(added.every((c) => c.newsletterID === list2 && c.action === 'opt-out')).toBe(true);
    expect(new Set(added.map((c) => c.emailHash))).toEqual(new Set(emails.map((e) => hashEmail(deps.hashSecret, e))));
  });
});
