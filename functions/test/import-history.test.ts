/**
 * The import history (GET /importHistory) and the undo of an import
 * (POST /undoImport), docs/product.md §4 Undoing an import: what an import
 * created goes, the lists it added are taken off, and whatever a teammate or
 * the recipient changed since is left alone; counters stay equal to a recount
 * and the consent records say so.
 */
import { CONSENT_SOURCES, IMPORT_HISTORY_MESSAGES, IMPORT_UNDO_MS, checkReceipt, verifyChain } from '@listkeep/common';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportDoc, SubscriberDoc, SuppressionDoc } from '../src/domain/docs';
import { call, errorOf, ok } from './support/client';
import { UNKNOWN, actor, owner, type Owner, type Session } from './support/fixtures';
import { newClient } from './support/public-client';
import { moveClockBy } from './support/served-api';
import { exportChain } from './support/consent-chain';
import { consentEvents, consentOf, recountedCounts, storedCounts, teamDoc, testStore } from './support/store';
import { importInto, newList, newSubscriber, optOutByLink, setLists, subscriberBody } from './support/team-content';
import { dashboard, rowsOf } from './support/team-reads';

const addresses = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}@example.org`);

const history = async (team: Owner, as: Session = team) =>
  ok(await call('importHistory', { teamID: team.teamID }, { as })).imports;

const undo = (team: Owner, importID: string, as: Session = team) =>
  call('undoImport', { teamID: team.teamID, importID }, { as });

const subscriberAt = async (id: string) => (await testStore().doc<SubscriberDoc>(`subscribers/${id}`).get()).data();

async function expectCountersEqualRecount(team: Owner) {
  expect(await storedCounts(team.teamID)).toEqual(await recountedCounts(team.teamID));
}

let restoreClock = () => {};
afterEach(() => {
  restoreClock();
  restoreClock = () => {};
});

describe('GET /importHistory', () => {
  it('lists each import that wrote, newest first: when, who, file or pasted, lists and counts', async () => {
    const team = await owner('group');
    const editor = await actor(team, 'editor');
    await newSubscriber(team, 'here@example.org', []);
    const pasted = ok(await importInto(team, ['ann@example.org', 'here@example.org']));
    const file = ok(
      await call(
        'batchSubscribers',
        {
          emails: ['bob@example.org'],
          newsletterIDs: [team.listID],
          teamID: team.teamID,
          fileName: 'members.csv',
          agreed: true,
        },
        { as: editor },
      ),
    );
    // Writing nothing leaves no entry.
    const nothing = ok(await importInto(team, ['ann@example.org']));

    const entries = await history(team, await actor(team, 'viewer'));
    expect(entries.map((e) => e.id)).toEqual([file.importID, pasted.importID]);
    expect(entries.map((e) => e.id)).not.toContain(nothing.importID);
    const [fromFile, fromPaste] = entries;
    expect(fromFile).toMatchObject({
      by: editor.email.split('@')[0],
      fileName: 'members.csv',
      newsletterIDs: [team.listID],
      created: 1,
      added: 0,
      status: 'done',
      undo: null,
    });
    expect(fromPaste).toMatchObject({ fileName: null, created: 1, added: 1, status: 'done' });
    const until = fromPaste.undoableUntil!.seconds * 1000 - fromPaste.at.seconds * 1000;
    expect(Math.abs(until - IMPORT_UNDO_MS)).toBeLessThan(1000);
  });

  it('keeps the calls of one import in one entry, continued only by whoever started it', async () => {
    const team = await owner('group');
    const first = ok(await importInto(team, addresses('p', 3)));
    const input = {
      newsletterIDs: [team.listID],
      teamID: team.teamID,
      importID: first.importID,
      agreed: true as const,
    };
    ok(await call('batchSubscribers', { ...input, emails: addresses('q', 2) }, { as: team }));
    expect(await history(team)).toMatchObject([{ id: first.importID, created: 5 }]);

    const admin = await actor(team, 'admin');
    const other = await call('batchSubscribers', { ...input, emails: ['x@example.org'] }, { as: admin });
    expect(other.status).toBe(409);
    expect(errorOf(other).message).toBe(IMPORT_HISTORY_MESSAGES.continuedByOther);
    expect((await dashboard(team)).overviewData.totalSubscribers).toBe(5);
  });

  it('is the team’s: a stranger finds no team', async () => {
    const team = await owner('group');
    ok(await importInto(team, ['a@example.org']));
    const stranger = await call('importHistory', { teamID: team.teamID }, { as: await actor(team, 'non-member') });
    expect(stranger.status).toBe(404);
  });
});

describe('POST /undoImport', () => {
  it('removes what the import created and takes off the lists it added, leaving the rest as before', async () => {
    const team = await owner('group');
    const second = await newList(team, { newsletterName: 'Second' });
    const existing = await newSubscriber(team, 'existing@example.org', [second]);
    const before = await subscriberAt(existing);
    await newSubscriber(team, 'already@example.org', [team.listID]);
    const imported = ok(
      await importInto(team, ['new1@example.org', 'new2@example.org', 'existing@example.org', 'already@example.org']),
    );
    expect((await dashboard(team)).newsletters.find((n) => n.id === team.listID)?.overviewData.totalSubscribers).toBe(
      4,
    );

    const res = await undo(team, imported.importID);
    expect(res.status).toBe(200);
    expect(ok(res)).toEqual({ removed: 2, takenOff: 1, leftAlone: 0 });

    const rows = await rowsOf(team, 'subscribers');
    expect(rows.map((r) => r.subscriberEmail).sort()).toEqual(['already@example.org', 'existing@example.org']);
    // Back as it was: on its own list only, with no sign of having left the first one.
    const after = await subscriberAt(existing);
    expect(after).toMatchObject({
      joinedNewsletterIDs: before!.joinedNewsletterIDs,
      subscribedNewsletterIDs: [second],
      subscriptionMeta: before!.subscriptionMeta,
    });
    expect(after!.lastImport).toBeUndefined();
    const overview = await dashboard(team);
    expect(overview.overviewData.totalSubscribers).toBe(2);
    expect(overview.newsletters.find((n) => n.id === team.listID)?.overviewData).toMatchObject({
      totalSubscribers: 1,
      recentSubscribersCount: 1,
    });
    await expectCountersEqualRecount(team);

    const events = await consentEvents(team.teamID, [
      'new1@example.org',
      'new2@example.org',
      'existing@example.org',
      'already@example.org',
    ]);
    expect(events.filter(([, , , source]) => source === CONSENT_SOURCES.importUndone)).toEqual(
      [
        ['new1@example.org', team.listID, 'opt-out', 'import undone'],
        ['new2@example.org', team.listID, 'opt-out', 'import undone'],
        ['existing@example.org', team.listID, 'opt-out', 'import undone'],
      ].sort(),
    );
    const [entry] = await history(team);
    expect(entry).toMatchObject({
      status: 'undone',
      undoableUntil: null,
      undo: { removed: 2, takenOff: 1, leftAlone: 0 },
    });
    // Undone by whoever imported.
    expect(entry.undo?.by).toBe(entry.by);
    expect(entry.by).toBeTruthy();
    expect(entry.undo?.at).not.toBeNull();

    // Nobody opted out: importing the same list again adds them all again.
    const again = ok(await importInto(team, ['new1@example.org', 'existing@example.org']));
    expect(again.createdSubscriberIDs).toHaveLength(1);
    expect(again.updatedSubscriberIDs).toEqual([existing]);
    expect(again.optedOut).toEqual([]);
  });

  it('leaves alone a subscriber a teammate edited since, and one whose recipient unsubscribed', async () => {
    const team = await owner('group');
    const editor = await actor(team, 'editor');
    const imported = ok(await importInto(team, ['edited@example.org', 'reader@example.org', 'plain@example.org']));
    const [edited, reader] = imported.createdSubscriberIDs;

    const edit = subscriberBody(team.teamID, 'edited@example.org', [team.listID], { notes: 'Met at the fair' });
    ok(await call('updateSubscriber', { ...edit, id: edited }, { as: editor }));
    const link = ok(
      await call(
        'createLink',
        { type: 'unsubscribe', newsletterID: team.listID, teamID: team.teamID, subscriberID: reader },
        { as: team },
      ),
    ).linkID;
    ok(await call('linkAction', { type: 'unsubscribeAll', token: link }, { headers: newClient() }));

    expect(ok(await undo(team, imported.importID))).toEqual({ removed: 1, takenOff: 0, leftAlone: 2 });
    const rows = await rowsOf(team, 'subscribers');
    expect(rows.map((r) => r.subscriberEmail).sort()).toEqual(['edited@example.org', 'reader@example.org']);
    expect(rows.find((r) => r.id === edited)).toMatchObject({ notes: 'Met at the fair', newsletterIDs: [team.listID] });
    // The recipient's own choice stands: still off the list, and kept out of it by later imports.
    expect(rows.find((r) => r.id === reader)?.subscriptionMeta[team.listID].unsubscribedAt).not.toBeNull();
    expect(ok(await importInto(team, ['reader@example.org'])).optedOut).toEqual(['reader@example.org']);
    await expectCountersEqualRecount(team);
  });

  it('appends its opt-outs to the team’s consent chain, which still checks, and keeps nobody off a list', async () => {
    const team = await owner('group');
    const second = await newList(team, { newsletterName: 'Second' });
    const ann = await newSubscriber(team, 'ann@example.org', [second]);
    const both = [team.listID, second];
    const imported = ok(await importInto(team, ['ann@example.org', 'bob@example.org', 'cy@example.org'], both));
    // Cy leaves the first list by their own link: the recipient's opt-out, which suppresses.
    const cy = imported.createdSubscriberIDs[1];
    await optOutByLink(team, cy);
    const before = await exportChain(team);

    expect(ok(await undo(team, imported.importID))).toEqual({ removed: 1, takenOff: 1, leftAlone: 1 });

    const chain = await exportChain(team);
    expect(await verifyChain(team.teamID, chain.records, chain.head)).toMatchObject({ ok: true, problem: null });
    // Every record of the team is in it; those before the undo unchanged, the undo's after them.
    expect(chain.records).toHaveLength((await consentOf(team.teamID)).length);
    expect(chain.records.slice(0, before.records.length)).toEqual(before.records);
    expect(chain.records.slice(before.records.length).map((r) => [r.action, r.source])).toEqual(
      // Bob off both lists, Ann off the first.
      Array.from({ length: 3 }, () => ['opt-out', CONSENT_SOURCES.importUndone]),
    );
    // Ann's receipt, with the undo's record, checks against the chain.
    const link = { type: 'manage', newsletterID: second, teamID: team.teamID, subscriberID: ann } as const;
    const linkID = ok(await call('createLink', link, { as: team })).linkID;
    const receipt = ok(await call('consentReceipt', { linkID }, { headers: newClient() }));
    expect(receipt.records.map((r) => [r.newsletterID, r.action, r.source])).toEqual([
      [second, 'opt-in', CONSENT_SOURCES.dashboard],
      [team.listID, 'opt-in', CONSENT_SOURCES.import],
      [team.listID, 'opt-out', CONSENT_SOURCES.importUndone],
    ]);
    expect(await checkReceipt(receipt, chain)).toMatchObject({ ok: true, confirmed: 3 });

    // An undo is the sender's removal: it keeps no one off a list. Only Cy's own opt-out does.
    const entries = await testStore()
      .collection<SuppressionDoc>('suppressions')
      .where('teamID', '==', team.teamID)
      .get();
    expect(entries.docs.map((snap) => snap.data()!.newsletterID)).toEqual([team.listID]);
    const again = ok(await importInto(team, ['ann@example.org', 'bob@example.org', 'cy@example.org'], both));
    expect(again.createdSubscriberIDs).toHaveLength(1);
    expect(again.updatedSubscriberIDs).toEqual([ann]);
    expect(again.optedOut).toEqual(['cy@example.org']);
    await expectCountersEqualRecount(team);
  });

  it('leaves alone an existing subscriber whose added list a teammate or a later import changed since', async () => {
    const team = await owner('group');
    const second = await newList(team, { newsletterName: 'Second' });
    const kept = await newSubscriber(team, 'kept@example.org', [second]);
    const later = await newSubscriber(team, 'later@example.org', [second]);
    const first = ok(await importInto(team, ['kept@example.org', 'later@example.org']));
    await setLists(team, kept, 'kept@example.org', [team.listID, second]);
    const third = await newList(team, { newsletterName: 'Third' });
    ok(await importInto(team, ['later@example.org'], [third]));

    expect(ok(await undo(team, first.importID))).toEqual({ removed: 0, takenOff: 0, leftAlone: 2 });
    expect((await subscriberAt(kept))!.subscribedNewsletterIDs.sort()).toEqual([team.listID, second].sort());
    expect((await subscriberAt(later))!.subscribedNewsletterIDs.sort()).toEqual([team.listID, second, third].sort());
    await expectCountersEqualRecount(team);
  });

  it('is refused a second time, and stops the rest of an import it undoes', async () => {
    const team = await owner('group');
    const imported = ok(await importInto(team, addresses('u', 3)));
    ok(await undo(team, imported.importID));

    const again = await undo(team, imported.importID);
    expect(again.status).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'conflict', message: IMPORT_HISTORY_MESSAGES.alreadyUndone });
    const more = await call(
      'batchSubscribers',
      {
        emails: addresses('v', 2),
        newsletterIDs: [team.listID],
        teamID: team.teamID,
        importID: imported.importID,
        agreed: true,
      },
      { as: team },
    );
    expect(more.status).toBe(409);
    expect(errorOf(more).message).toBe(IMPORT_HISTORY_MESSAGES.continueUndone);
    expect((await dashboard(team)).overviewData.totalSubscribers).toBe(0);
    await expectCountersEqualRecount(team);
  });

  it('works for 7 days after the import and is refused after', async () => {
    const team = await owner('group');
    const recent = ok(await importInto(team, ['recent@example.org'])).importID;
    const old = ok(await importInto(team, ['old@example.org'])).importID;

    restoreClock = moveClockBy(IMPORT_UNDO_MS - 60_000);
    expect(ok(await undo(team, recent))).toMatchObject({ removed: 1 });
    restoreClock();
    restoreClock = moveClockBy(IMPORT_UNDO_MS + 60_000);
    const late = await undo(team, old);
    expect(late.status).toBe(409);
    expect(errorOf(late).message).toBe(IMPORT_HISTORY_MESSAGES.tooOld);
    expect((await history(team)).find((e) => e.id === old)).toMatchObject({ status: 'done', undoableUntil: null });
    expect((await rowsOf(team, 'subscribers')).map((r) => r.subscriberEmail)).toEqual(['old@example.org']);
  });

  it('finishes an undo that stopped part way, and refuses one while another runs', async () => {
    const team = await owner('group');
    const imported = ok(await importInto(team, addresses('w', 4)));
    const entry = testStore().doc<ImportDoc>(`teams/${team.teamID}/imports/${imported.importID}`);
    // An undo that claimed the import a moment ago is still running.
    const claim = { byUid: team.uid, activeAt: Date.now(), at: null, removed: 0, takenOff: 0 };
    await entry.update({ status: 'undoing', undo: claim });
    const running = await undo(team, imported.importID);
    expect(running.status).toBe(409);
    expect(errorOf(running).message).toBe(IMPORT_HISTORY_MESSAGES.undoRunning);

    // One that stopped after deleting the first subscriber, minutes ago (written as its part would have).
    const [gone] = imported.createdSubscriberIDs;
    ok(await call('deleteSubscriber', { id: gone }, { as: team }));
    await entry.update({ undo: { ...claim, activeAt: Date.now() - 10 * 60_000, removed: 1 } });
    expect(ok(await undo(team, imported.importID))).toEqual({ removed: 4, takenOff: 0, leftAlone: 0 });
    expect(await rowsOf(team, 'subscribers')).toEqual([]);
    await expectCountersEqualRecount(team);
  });

  it('undoes a large import on two lists in parts, counters equal to a recount', async () => {
    const team = await owner('scale');
    const second = await newList(team, { newsletterName: 'Second' });
    const imported = ok(await importInto(team, addresses('big', 2_600), [team.listID, second]));
    expect(imported.createdSubscriberIDs).toHaveLength(2_600);

    expect(ok(await undo(team, imported.importID))).toEqual({ removed: 2_600, takenOff: 0, leftAlone: 0 });
    expect((await teamDoc(team.teamID)).counters.subscribers).toBe(0);
    await expectCountersEqualRecount(team);
  });

  it('races an import at the plan’s limit without passing it; counters equal a recount', async () => {
    const team = await owner('starter');
    const first = ok(await importInto(team, addresses('first', 40)));

    const [undone, next] = await Promise.all([undo(team, first.importID), importInto(team, addresses('next', 30))]);
    expect(undone.status).toBe(200);
    // The import either met the 40 places still taken, or came after the undo freed them.
    expect([200, 402]).toContain(next.status);
    const total = (await dashboard(team)).overviewData.totalSubscribers;
    expect(total).toBe(next.status === 200 ? 30 : 0);
    expect(total).toBeLessThanOrEqual(50);
    await expectCountersEqualRecount(team);
  });

  it('races teammates’ edits: each edited subscriber is either kept with its edit or gone with the edit refused', async () => {
    const team = await owner('group');
    const editor = await actor(team, 'editor');
    const emails = addresses('raced', 30);
    const imported = ok(await importInto(team, emails));
    const ids = imported.createdSubscriberIDs;

    const edits = emails
      .slice(0, 10)
      .map((email, i) =>
        call(
          'updateSubscriber',
          { ...subscriberBody(team.teamID, email, [team.listID], { notes: `edit ${i}` }), id: ids[i] },
          { as: editor },
        ),
      );
    const [undone, ...edited] = await Promise.all([undo(team, imported.importID), ...edits]);
    expect(undone.status).toBe(200);
    let kept = 0;
    for (const [i, answer] of edited.entries()) {
      const doc = await subscriberAt(ids[i]);
      if (answer.status === 200) {
        // An edit that landed first made the subscriber the teammate's: the undo left it.
        expect(doc?.notes).toBe(`edit ${i}`);
        kept += 1;
      } else {
        expect(answer.status).toBe(404);
        expect(doc).toBeUndefined();
      }
    }
    expect(ok(undone)).toEqual({ removed: 30 - kept, takenOff: 0, leftAlone: kept });
    expect((await dashboard(team)).overviewData.totalSubscribers).toBe(kept);
    await expectCountersEqualRecount(team);
  });

  it('needs manageSubscribers; a stranger or an unknown import finds nothing', async () => {
    const team = await owner('group');
    const { importID } = ok(await importInto(team, ['a@example.org']));
    const viewer = await undo(team, importID, await actor(team, 'viewer'));
    expect(viewer.status).toBe(401);
    expect(errorOf(viewer).message).toBe('Your role (viewer) does not allow you to manage subscribers.');
    expect((await undo(team, importID, await actor(team, 'non-member'))).status).toBe(404);
    const unknown = await undo(team, 'noSuchImport00000000');
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).message).toBe('Import was not found.');
    expect((await call('undoImport', { teamID: UNKNOWN.team, importID }, { as: team })).status).toBe(404);
    expect((await dashboard(team)).overviewData.totalSubscribers).toBe(1);
  });
});
