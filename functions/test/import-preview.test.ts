/**
 * POST /previewImport: the verdict on each row of an import before anything
 * is written (docs/product.md §5 Import preview), with the import's own
 * checks, and the plan's refusal said in advance.
 */
import { CONSENT_SOURCES, MAX } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import type { ConsentDoc } from '../src/domain/docs';
import { hashEmail } from '../src/services/email-hash';
import { call, errorOf, fieldPaths, ok, send } from './support/client';
import { UNKNOWN, actor, owner, type Owner, type Session } from './support/fixtures';
import { importInto, newList, newSubscriber, optOutByLink, setLists } from './support/team-content';
import { rowsOf } from './support/team-reads';
import { consentOf, recountedCounts, storedCounts, teamDoc, testHashSecret, testStore } from './support/store';
import { everyDocument } from './support/store-scan';

const addresses = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}@example.org`);

const preview = (team: Owner, rows: string[], lists = [team.listID], as: Session = team) =>
  call('previewImport', { rows, newsletterIDs: lists, teamID: team.teamID }, { as });

/** A Core team with a second list and one subscriber of each kind. */
async function teamWithEveryKind() {
  const team = await owner('core');
  const second = await newList(team, { newsletterName: 'Second' });
  await newSubscriber(team, 'here@example.org');
  const gone = await newSubscriber(team, 'gone@example.org');
  await setLists(team, gone, 'gone@example.org', []);
  await newSubscriber(team, 'elsewhere@example.org', [second]);
  return { team, second };
}

describe('POST /previewImport', () => {
  it('answers each row’s verdict with the counts, and writes nothing', async () => {
    const { team } = await teamWithEveryKind();
    const before = await everyDocument();

    const rows = [
      'new@example.org',
      'HERE@example.org',
      'elsewhere@example.org',
      'gone@example.org',
      'not-an-email',
      'ann@example',
      '<New@Example.org>',
    ];
    const res = await preview(team, rows);
    expect(res.status).toBe(200);
    expect(ok(res)).toEqual({
      rows: [
        { verdict: 'new', joins: [team.listID] },
        { verdict: 'on-list' },
        { verdict: 'added', joins: [team.listID] },
        { verdict: 'opted-out', keptOutOf: [team.listID] },
        { verdict: 'invalid', reason: 'Has no @.' },
        { verdict: 'invalid', reason: 'The part after the @ has no dot, as example.org has.' },
        { verdict: 'duplicate', first: 0 },
      ],
      counts: {
        new: 1,
        added: 1,
        'on-list': 1,
        'opted-out': 1,
        unsubscribed: 0,
        bounced: 0,
        complained: 0,
        duplicate: 1,
        invalid: 2,
      },
      // Core allows 100 subscribers; the team has 3.
      limit: { allowed: 100, room: 97, refusal: null },
    });
    expect(await everyDocument()).toEqual(before);
  });

  it('says what the import then does: the same rows created, added, already there and kept out', async () => {
    const { team, second } = await teamWithEveryKind();
    const lists = [team.listID, second];
    const rows = ['new@example.org', 'here@example.org', 'elsewhere@example.org', 'gone@example.org'];
    const verdicts = ok(await preview(team, rows, lists)).rows;
    expect(verdicts).toEqual([
      { verdict: 'new', joins: lists },
      { verdict: 'added', joins: [second] },
      { verdict: 'added', joins: [team.listID] },
      // It left the first list, so only the second takes it.
      { verdict: 'added', joins: [second], keptOutOf: [team.listID] },
    ]);

    const imported = ok(await importInto(team, rows, lists));
    expect(imported.createdSubscriberIDs).toHaveLength(1);
    expect(imported.updatedSubscriberIDs).toHaveLength(3);
    expect(imported.optedOut).toEqual(['gone@example.org']);
    expect(ok(await preview(team, rows, lists)).rows.map((r) => r.verdict)).toEqual([
      'on-list',
      'on-list',
      'on-list',
      'opted-out',
    ]);
  });

  it('says opted out for an address kept off the list after its deletion, and counts no place for it', async () => {
    const team = await owner('starter');
    const leaver = await newSubscriber(team, 'leaver@example.org');
    ok(await importInto(team, addresses('a', 48)));
    // The recipient leaves by their own link, then the sender deletes the subscriber: only the suppression is left.
    await optOutByLink(team, leaver);
    ok(await call('deleteSubscriber', { id: leaver }, { as: team }));

    const rows = ['Leaver@Example.org', 'new0@example.org', 'new1@example.org'];
    const answer = ok(await preview(team, rows));
    expect(answer.rows).toEqual([
      { verdict: 'opted-out', keptOutOf: [team.listID] },
      { verdict: 'new', joins: [team.listID] },
      { verdict: 'new', joins: [team.listID] },
    ]);
    expect(answer.counts).toMatchObject({ new: 2, 'opted-out': 1 });
    // 48 subscribers and 2 new ones fill the Starter plan's 50 exactly: the kept-out address takes no place.
    expect(answer.limit).toEqual({ allowed: 50, room: 2, refusal: null });

    const imported = ok(await importInto(team, rows));
    // Answered as the import keeps addresses: the domain in lower case.
    expect(imported.optedOut).toEqual(['Leaver@example.org']);
    expect(imported.createdSubscriberIDs).toHaveLength(2);
    expect((await rowsOf(team, 'subscribers')).map((r) => r.subscriberEmail)).not.toContain('leaver@example.org');
    expect(ok(await preview(team, rows)).rows.map((r) => r.verdict)).toEqual(['opted-out', 'on-list', 'on-list']);
  });

  it('writes nothing on a team never checked before, and still keeps out an opt-out recorded before entries were kept', async () => {
    const team = await owner('group');
    // Records as the product wrote them before suppression entries existed, of subscribers deleted since.
    const record = async (email: string, action: ConsentDoc['action'], source: string, at: number) => {
      const doc: ConsentDoc = {
        teamID: team.teamID,
        newsletterID: team.listID,
        emailHash: hashEmail(testHashSecret(), email),
        action,
        source,
        at,
      };
      await testStore().collection('consent').doc().set(doc);
    };
    await record('left@example.org', 'opt-in', CONSENT_SOURCES.import, 1_000);
    await record('left@example.org', 'opt-out', CONSENT_SOURCES.oneClick, 2_000);
    await record('removed@example.org', 'opt-out', CONSENT_SOURCES.dashboard, 3_000);
    expect((await teamDoc(team.teamID)).suppressionBackfillAt).toBeUndefined();
    const before = await everyDocument();

    const rows = ['left@example.org', 'removed@example.org', 'new@example.org'];
    const answer = ok(await preview(team, rows));
    expect(answer.rows).toEqual([
      { verdict: 'opted-out', keptOutOf: [team.listID] },
      { verdict: 'new', joins: [team.listID] },
      { verdict: 'new', joins: [team.listID] },
    ]);
    expect(await everyDocument()).toEqual(before);

    // The import, which does make the team's first check, does what the preview said.
    const imported = ok(await importInto(team, rows));
    expect(imported.optedOut).toEqual(['left@example.org']);
    expect(imported.createdSubscriberIDs).toHaveLength(2);
    expect((await teamDoc(team.teamID)).suppressionBackfillAt).toEqual(expect.any(Number));
    expect(ok(await preview(team, rows)).rows.map((r) => r.verdict)).toEqual(['opted-out', 'on-list', 'on-list']);
  });

  it('says in advance that the plan would refuse the import, in the words the import is refused with', async () => {
    const team = await owner('starter');
    ok(await importInto(team, addresses('a', 40)));
    // Addresses already in take no place; 23 new ones pass the Starter plan's 50.
    const rows = [...addresses('a', 5), ...addresses('b', 23)];
    const { counts, limit } = ok(await preview(team, rows));
    expect(counts).toMatchObject({ new: 23, 'on-list': 5 });
    const refusal =
      'The Starter plan allows 50 subscribers; this import would bring the team to 63. Upgrade to Core to add more.';
    expect(limit).toEqual({ allowed: 50, room: 10, refusal });

    const refused = await importInto(team, rows);
    expect(refused.status).toBe(402);
    expect(errorOf(refused)).toMatchObject({ message: refusal, limit: { allowed: 50, room: 10 } });

    // A later part of a long preview counts the new addresses of the parts before it.
    const part = await call(
      'previewImport',
      { rows: addresses('c', 5), newsletterIDs: [team.listID], teamID: team.teamID, earlierNew: 8 },
      { as: team },
    );
    expect(ok(part).limit?.refusal).toBe(
      'The Starter plan allows 50 subscribers; this import would bring the team to 53. Upgrade to Core to add more.',
    );
    expect(ok(await preview(team, addresses('c', 10))).limit).toEqual({ allowed: 50, room: 10, refusal: null });
  });

  it('has no limit to tell on a plan without one', async () => {
    const team = await owner('scale');
    expect(ok(await preview(team, addresses('x', 3))).limit).toBeNull();
  });

  it('takes 10 000 rows in one call', async () => {
    const team = await owner('scale');
    const rows = addresses('big', MAX.batchEmails);
    const answer = ok(await preview(team, rows));
    expect(answer.rows).toHaveLength(MAX.batchEmails);
    expect(answer.counts.new).toBe(MAX.batchEmails);
  });

  it('is for those who may import: a viewer is refused, a stranger finds no team', async () => {
    const team = await owner('core');
    for (const who of ['admin', 'editor'] as const) {
      expect((await preview(team, ['a@example.org'], undefined, await actor(team, who))).status).toBe(200);
    }
    const viewer = await preview(team, ['a@example.org'], undefined, await actor(team, 'viewer'));
    expect(viewer.status).toBe(401);
    expect(errorOf(viewer).message).toBe('Your role (viewer) does not allow you to manage subscribers.');
    const stranger = await preview(team, ['a@example.org'], undefined, await actor(team, 'non-member'));
    expect(stranger.status).toBe(404);
    expect(errorOf(stranger).message).toBe('Team was not found.');
  });

  it('refuses bad input with a 400 naming the field, and lists not of the team with a 404', async () => {
    const team = await owner('core');
    const base = { rows: ['a@example.org'], newsletterIDs: [team.listID], teamID: team.teamID };
    const cases: [unknown, string][] = [
      [{ ...base, rows: [] }, 'rows'],
      [{ ...base, rows: addresses('x', MAX.batchEmails + 1) }, 'rows'],
      [{ ...base, rows: [42] }, 'rows.0'],
      [{ ...base, rows: ['a'.repeat(MAX.email * 4 + 1)] }, 'rows.0'],
      [{ ...base, newsletterIDs: [] }, 'newsletterIDs'],
      [{ ...base, earlierNew: -1 }, 'earlierNew'],
      [{ ...base, earlierNew: 'many' }, 'earlierNew'],
      [{ ...base, extra: true }, ''],
    ];
    for (const [input, field] of cases) {
      const res = await send('previewImport', input, { as: team });
      expect(res.status, JSON.stringify(input).slice(0, 80)).toBe(400);
      if (field) expect(fieldPaths(res)).toContain(field);
    }
    expect(errorOf(await send('previewImport', { ...base, rows: [] }, { as: team })).message).toContain(
      'Please enter at least one email address.',
    );
    const otherTeam = await owner('core');
    const foreign = await preview(team, ['a@example.org'], [otherTeam.listID]);
    expect(foreign.status).toBe(404);
    expect((await preview(team, ['a@example.org'], [UNKNOWN.list])).status).toBe(404);
    expect(await consentOf(team.teamID)).toEqual([]);
    expect(await storedCounts(team.teamID)).toEqual(await recountedCounts(team.teamID));
  });
});
