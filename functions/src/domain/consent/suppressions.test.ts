import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_SOURCES, consentRecordText, sha256Hex } from '@listkeep/common';
import { hashEmail } from '../../services/email-hash';
import { importAddresses } from '../imports/import-addresses';
import { consentHash } from './consent';
import { readConsentHead } from './consent-sequencer';
import { chainVerdict } from '../../../test/support/consent-test-support';
import { COLLECTIONS, type ConsentDoc } from '../docs';
import { createLink, oneClickUnsubscribe } from '../recipients/links';
import { createList, deleteList } from '../lists/lists';
import { createSubscriber, deleteSubscriber, subscriberID } from '../subscribers/subscribers';
import { suppressionCheck, suppressionCheckReadOnly } from './suppressions';
import { account, listInput, subscriberInput, testDeps } from '../../../test/support/test-deps';
import { teamRef } from '../records';

let deps = testDeps();
afterEach(async () => {
  await deps.store.close();
  deps = testDeps();
});

const importInto = (uid: string, teamID: string, emails: string[], listIDs: string[]) =>
  importAddresses(deps, uid, { emails, newsletterIDs: listIDs, teamID, notes: '', agreed: true });

/** The lists each address is kept off, by address, as the check (or the read-only one) answers. */
async function keptOff(teamID: string, emails: string[], listIDs: string[], check = suppressionCheck) {
  const { suppressed } = await check(deps, teamID);
  const found = await suppressed(
    emails.map((e) => hashEmail(deps.hashSecret, e)),
    listIDs,
  );
  return Object.fromEntries(emails.map((e) => [e, [...(found.get(hashEmail(deps.hashSecret, e)) ?? [])].sort()]));
}

/** A consent record as the code before suppressions (and before the chain) wrote it. */
async function pastRecord(teamID: string, email: string, listID: string, action: ConsentDoc['action'], source: string) {
  deps.clock.now += 1000;
  const doc: ConsentDoc = {
    teamID,
    newsletterID: listID,
    emailHash: hashEmail(deps.hashSecret, email),
    action,
    source,
    at: deps.clock.now,
  };
  await deps.store.collection(COLLECTIONS.consent).doc().set(doc);
}

describe('the consent chain on the server', () => {
  it('hashes records exactly as the shared check does', async () => {
    const record = {
      seq: 7,
      prev: 'a'.repeat(64),
      newsletterID: 'List0000000000000000',
      emailHash: 'h',
      action: 'opt-out',
      source: 'Signed up at the fair, “2026”',
      at: 1_763_726_400_000,
    } as const;
    expect(consentHash('Team0000000000000000', record)).toBe(
      await sha256Hex(consentRecordText('Team0000000000000000', record)),
    );
  });

  it('chains the records of one import in the order written, after those before it', async () => {
    const { uid, teamID, listID } = await account(deps, 'scale');
    const second = (await createList(deps, uid, listInput(teamID, 'Second'))).id;
    await createSubscriber(deps, uid, subscriberInput(teamID, 'first@example.org', [listID]));
    const emails = Array.from({ length: 1200 }, (_, i) => `p${i}@example.org`);
    await importInto(uid, teamID, emails, [listID, second]);
    const verdict = await chainVerdict(deps.store, teamID);
    expect(verdict).toMatchObject({ ok: true, records: 2401, unchained: 0 });
    expect((await readConsentHead(deps.store, teamID)).seq).toBe(2401);
  });
});

describe('suppressions', () => {
  it('are written by a recipient’s opt-out only, and keep a deleted address out of imports and adds', async () => {
    const { uid, teamID, listID } = await account(deps, 'group');
    const second = (await createList(deps, uid, listInput(teamID, 'Second'))).id;
    const ann = await createSubscriber(deps, uid, subscriberInput(teamID, 'ann@example.org', [listID, second]));
    await createSubscriber(deps, uid, subscriberInput(teamID, 'bob@example.org', [listID]));
    const link = await createLink(deps, uid, { teamID, newsletterID: listID, subscriberID: ann, type: 'unsubscribe' });
    await oneClickUnsubscribe(deps, link);
    // The sender deleting Bob is not Bob opting out.
    await deleteSubscriber(deps, uid, subscriberID(teamID, 'bob@example.org'));
    await deleteSubscriber(deps, uid, ann);
    expect(await keptOff(teamID, ['ann@example.org', 'bob@example.org'], [listID, second])).toEqual({
      'ann@example.org': [listID],
      'bob@example.org': [],
    });

    const answer = await importInto(uid, teamID, ['ANN@example.org', 'bob@example.org'], [listID]);
    expect(answer.optedOut).toEqual(['ANN@example.org']);
    expect(answer.createdSubscriberIDs).toEqual([subscriberID(teamID, 'bob@example.org')]);
    // On a list it did not leave, the address is created there, and still reported for the other.
    const both = await importInto(uid, teamID, ['ann@example.org'], [listID, second]);
    expect(both).toMatchObject({ createdSubscriberIDs: [ann], optedOut: ['ann@example.org'] });
    expect((await chainVerdict(deps.store, teamID)).ok).toBe(true);
  });

  it('are rebuilt at a team’s first check from opt-outs recorded before they were kept', async () => {
    const { uid, teamID, listID } = await account(deps, 'group');
    const second = (await createList(deps, uid, listInput(teamID, 'Second'))).id;
    const gone = (await createList(deps, uid, listInput(teamID, 'Gone'))).id;
    const { managePage, oneClick, dashboard, subscribePage } = CONSENT_SOURCES;
    await pastRecord(teamID, 'ann@example.org', listID, 'opt-in', dashboard);
    await pastRecord(teamID, 'ann@example.org', listID, 'opt-out', oneClick);
    await pastRecord(teamID, 'ann@example.org', second, 'opt-out', managePage);
    await pastRecord(teamID, 'ann@example.org', second, 'opt-in', subscribePage);
    await pastRecord(teamID, 'bob@example.org', listID, 'opt-out', dashboard);
    await pastRecord(teamID, 'cy@example.org', gone, 'opt-out', managePage);
    await deleteList(deps, uid, gone);
    expect((await teamRef(deps.store, teamID).get()).data()!.suppressionBackfillAt).toBeUndefined();

    // Ann left the first list herself and came back to the second; Bob was taken off by the sender.
    const addresses = ['ann@example.org', 'bob@example.org', 'cy@example.org', 'new@example.org'];
    const expected = {
      'ann@example.org': [listID],
      'bob@example.org': [],
      'cy@example.org': [],
      'new@example.org': [],
    };
    // The read-only check answers the same from the records, and rebuilds nothing.
    const entries = () => deps.store.collection(COLLECTIONS.suppressions).where('teamID', '==', teamID).count();
    expect(await keptOff(teamID, addresses, [listID, second], suppressionCheckReadOnly)).toEqual(expected);
    expect(await keptOff(teamID, addresses, [second], suppressionCheckReadOnly)).toEqual({
      ...expected,
      'ann@example.org': [],
    });
    expect(await entries()).toBe(0);
    expect((await teamRef(deps.store, teamID).get()).data()!.suppressionBackfillAt).toBeUndefined();

    expect(await keptOff(teamID, addresses, [listID, second])).toEqual(expected);
    const team = (await teamRef(deps.store, teamID).get()).data()!;
    expect(team.suppressionBackfillAt).toBe(deps.clock.now);
    expect(await keptOff(teamID, addresses, [listID, second], suppressionCheckReadOnly)).toEqual(expected);
    const answer = await importInto(uid, teamID, ['ann@example.org'], [listID]);
    expect(answer).toMatchObject({ createdSubscriberIDs: [], optedOut: ['ann@example.org'] });
  });

  it('go with their list', async () => {
    const { uid, teamID, listID } = await account(deps, 'group');
    const second = (await createList(deps, uid, listInput(teamID, 'Second'))).id;
    const ann = await createSubscriber(deps, uid, subscriberInput(teamID, 'ann@example.org', [listID, second]));
    for (const newsletterID of [listID, second]) {
      const link = await createLink(deps, uid, { teamID, newsletterID, subscriberID: ann, type: 'unsubscribe' });
      await oneClickUnsubscribe(deps, link);
    }
    await deleteList(deps, uid, second);
    const left = await deps.store.collection(COLLECTIONS.suppressions).where('teamID', '==', teamID).get();
    expect(left.docs.map((snap) => snap.data()!.newsletterID)).toEqual([listID]);
  });
});
