/**
 * Consent receipts a subscriber can check (docs/product.md §4, "Consent chain
 * and receipts"): a recipient downloads their records from their link, a
 * member exports the team's chain, and the shared check holds one against the
 * other.
 */
import {
  CHAIN_FORMAT,
  CONSENT_SOURCES,
  MAX,
  NOT_YET_SEQUENCED,
  checkReceipt,
  dashboardNoteConsent,
  receiptPage,
  receiptVerdictText,
  verifyChain,
  type CallInput,
  type ConsentChainFile,
  type ConsentChainPage,
  type ConsentReceipt,
} from '@listkeep/common';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConsentDoc } from '../src/domain/docs';
import { oneClickUnsubscribe } from '../src/domain/recipients/links';
import { call, ok, request } from './support/client';
import { UNKNOWN, member, owner, type Owner } from './support/fixtures';
import { uniqueEmail } from './support/identities';
import { newClient } from './support/public-client';
import { exportChain } from './support/consent-chain';
import { testStore } from './support/store';
import { confirmTokenIn, linkIDIn, mailsTo } from './support/mail';
import { importInto, newList, newSubscriber, setLists, subscriberBody } from './support/team-content';
import { servedDeps } from './support/served-api';
import { rowsOf } from './support/team-reads';

const SCRIPT = fileURLToPath(new URL('../../scripts/check-receipt.mjs', import.meta.url));

async function linkOf(team: Owner, subscriberID: string, type: 'manage' | 'unsubscribe' = 'manage') {
  const input = { type, newsletterID: team.listID, teamID: team.teamID, subscriberID };
  return ok(await call('createLink', input, { as: team })).linkID;
}

const receiptBy = async (linkID: string) => ok(await call('consentReceipt', { linkID }, { headers: newClient() }));

/** A team where Ann was put on two lists, left one by a link the team made, and others came and went around her. */
async function annsTeam() {
  const team = await owner('group');
  const events = await newList(team, { newsletterName: 'Events' });
  const ann = uniqueEmail('ann');
  const annID = await newSubscriber(team, ann, [team.listID, events]);
  ok(await importInto(team, [uniqueEmail('bob'), uniqueEmail('cy')], [team.listID, events]));
  const linkID = await linkOf(team, annID);
  ok(
    await call(
      'linkAction',
      { type: 'updatePreferences', newsletterIDs: [team.listID], token: linkID },
      { headers: newClient() },
    ),
  );
  return { team, events, ann, annID, linkID };
}

describe('POST /consentReceipt', () => {
  it('gives the recipient their own records with time, list and how, checkable against the team’s chain', async () => {
    const { team, events, ann, linkID } = await annsTeam();
    const receipt = await receiptBy(linkID);

    expect(receipt).toMatchObject({ format: 'listkeep-consent-receipt', teamID: team.teamID, address: ann });
    expect(receipt.records.map((r) => [r.list, r.action, r.source, r.how])).toEqual([
      ['First list', 'opt-in', CONSENT_SOURCES.dashboard, 'By the team in the dashboard'],
      ['Events', 'opt-in', CONSENT_SOURCES.dashboard, 'By the team in the dashboard'],
      ['Events', 'opt-out', CONSENT_SOURCES.teamLink, 'Through a personal link the team made'],
    ]);
    expect(receipt.records.map((r) => r.kind)).toEqual(['team', 'team', 'team']);
    expect(receipt.records.map((r) => r.newsletterID)).toEqual([team.listID, events, events]);
    for (const r of receipt.records) expect(new Date(r.time).getTime()).toBe(r.at);
    expect(receipt.head.seq).toBe(7);
    // Nobody else's address in the recipient's copy: theirs is the only one.
    expect(JSON.stringify(receipt).match(/@/g)).toHaveLength(1);

    const chain = await exportChain(team);
    expect(chain.records).toHaveLength(7);
    expect(JSON.stringify(chain)).not.toContain('@');
    expect(await checkReceipt(receipt, chain)).toEqual({
      ok: true,
      problems: [],
      confirmed: 3,
      newer: 0,
      unchecked: 0,
      sequencedSince: 0,
      unsequenced: 0,
    });

    // Later records of the address are newer than the receipt; the receipt still checks.
    ok(await call('linkAction', { type: 'unsubscribeAll', token: linkID }, { headers: newClient() }));
    expect(await checkReceipt(receipt, await exportChain(team))).toMatchObject({ ok: true, confirmed: 3, newer: 1 });
  });

  it('shows a receipt changed after download, and a record of the chain changed in the store', async () => {
    const { team, linkID } = await annsTeam();
    const receipt = await receiptBy(linkID);
    const forged: ConsentReceipt = structuredClone(receipt);
    forged.records[2].action = 'opt-in';
    const chain = await exportChain(team);
    const verdict = await checkReceipt(forged, chain);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems).toEqual([`Record ${forged.records[2].seq} of the receipt was changed after it was made.`]);

    // Someone with the store's keys turns Ann's opt-out into an opt-in.
    const snaps = await testStore().collection<ConsentDoc>('consent').where('teamID', '==', team.teamID).get();
    const optOut = snaps.docs.find((s) => s.data()!.action === 'opt-out')!;
    await testStore().doc(optOut.path).update({ action: 'opt-in' });
    const tampered = await checkReceipt(receipt, await exportChain(team));
    expect(tampered.ok).toBe(false);
    expect(tampered.problems).toEqual([
      `The chain is not intact. Record ${optOut.data()!.seq} was changed: its contents no longer match its hash.`,
    ]);
  });

  it('shows a record taken out of the chain, even with the chain rebuilt after it', async () => {
    const { team, annID, linkID } = await annsTeam();
    const receipt = await receiptBy(linkID);
    // Ann's address changes, so later records build on top.
    ok(await setLists(team, annID, uniqueEmail('ann.new'), [team.listID]));
    const chain = await exportChain(team);
    const without = chain.records.filter((r) => r.seq !== receipt.records[2].seq);
    const verdict = await checkReceipt(receipt, { ...chain, records: without });
    expect(verdict.ok).toBe(false);
    expect(verdict.problems[0]).toMatch(/^The chain is not intact\. Record \d+ is missing from the chain/);
  });

  it('answers 404 for an unknown, expired or malformed link, as every public link does', async () => {
    const team = await owner('group');
    const id = await newSubscriber(team, uniqueEmail('reader'));
    const linkID = await linkOf(team, id, 'unsubscribe');
    expect((await call('consentReceipt', { linkID: UNKNOWN.link }, { headers: newClient() })).status).toBe(404);
    await testStore()
      .doc(`links/${linkID}`)
      .update({ expiresAt: Date.now() - 1000 });
    expect((await call('consentReceipt', { linkID }, { headers: newClient() })).status).toBe(404);
    const malformed = await call('consentReceipt', { linkID: 'nope' }, { headers: newClient() });
    expect(malformed.status).toBe(404);
  });
});

/** [list, action, source, kind, how] of each of a receipt's records, oldest first. */
const recordsOf = (receipt: ConsentReceipt) => receipt.records.map((r) => [r.list, r.action, r.source, r.kind, r.how]);

const byPublicLink = (input: CallInput<'linkAction'>) => call('linkAction', input, { headers: newClient() });

describe('whose action a record is: decided by how the call came, never by what the sender sends', () => {
  it('a subscriber the team adds, its source saying a public page, is the team’s, that source a note', async () => {
    const team = await owner('group');
    for (const said of ['subscribe page', 'manage page', 'subscribe page: Flyer']) {
      const email = uniqueEmail('added');
      const body = subscriberBody(team.teamID, email, [team.listID], { subscriptionSource: said });
      const id = ok(await call('createSubscriber', body, { as: team })).id;
      const source = dashboardNoteConsent(said);
      const how = `By the team in the dashboard, noted “${said}”`;

      const history = ok(await call('subscriberHistory', { id }, { as: team }));
      expect(history.events.map((e) => [e.action, e.source, e.kind])).toEqual([['opt-in', source, 'team']]);
      expect(recordsOf(await receiptBy(await linkOf(team, id)))).toEqual([
        ['First list', 'opt-in', source, 'team', how],
      ]);
      // The sender's words stay on the subscriber as given; the list's own source is the server's.
      const row = (await rowsOf(team, 'subscribers')).find((r) => r.id === id)!;
      expect(row.subscriptionSource).toBe(said);
      expect(row.subscriptionMeta[team.listID].source).toBe(source);
    }
  });

  it('a change through a link the team made is the team’s, and its opt-out still keeps the address off', async () => {
    const team = await owner('group');
    const events = await newList(team, { newsletterName: 'Events' });
    const email = uniqueEmail('linked');
    const id = await newSubscriber(team, email, [team.listID]);
    const linkID = await linkOf(team, id);
    ok(await byPublicLink({ type: 'updatePreferences', newsletterIDs: [team.listID, events], token: linkID }));
    ok(await byPublicLink({ type: 'leaveList', newsletterID: team.listID, token: linkID }));

    const byTeamLink = [CONSENT_SOURCES.teamLink, 'team', 'Through a personal link the team made'];
    expect(recordsOf(await receiptBy(linkID))).toEqual([
      ['First list', 'opt-in', CONSENT_SOURCES.dashboard, 'team', 'By the team in the dashboard'],
      ['Events', 'opt-in', ...byTeamLink],
      ['First list', 'opt-out', ...byTeamLink],
    ]);
    const history = ok(await call('subscriberHistory', { id }, { as: team }));
    expect(history.events.map((e) => [e.newsletterName, e.action, e.kind])).toEqual([
      ['First list', 'opt-out', 'team'],
      ['Events', 'opt-in', 'team'],
      ['First list', 'opt-in', 'team'],
    ]);
    const back = await setLists(team, id, email, [team.listID, events]);
    expect(back.status).toBe(409);
  });

  it('a change through a link Listkeep mailed to the address is the recipient’s own', async () => {
    const team = await owner('group');
    const events = await newList(team, {
      newsletterName: 'Events',
      sendWelcomeEmail: true,
      welcomeContent: 'Glad to have you.',
    });
    const email = uniqueEmail('reader');
    ok(await call('emailActionSubmit', { type: 'subscribe', email, newsletterID: events }, { headers: newClient() }));
    ok(await byPublicLink({ type: 'confirmSubscribe', token: confirmTokenIn((await mailsTo(email))[0]) }));
    // The welcome mail carries the recipient's own link.
    const welcomeLink = linkIDIn((await mailsTo(email, 2))[1]);
    ok(await byPublicLink({ type: 'updatePreferences', newsletterIDs: [events, team.listID], token: welcomeLink }));
    // The unsubscribe page mails a link to confirm with.
    ok(await call('emailActionSubmit', { type: 'unsubscribe', email, newsletterID: events }, { headers: newClient() }));
    const unsubscribeLink = linkIDIn((await mailsTo(email, 3))[2]);
    ok(await byPublicLink({ type: 'leaveList', newsletterID: events, token: unsubscribeLink }));

    const ownLink = [CONSENT_SOURCES.managePage, 'recipient', 'Through their unsubscribe or preferences link'];
    expect(recordsOf(await receiptBy(unsubscribeLink))).toEqual([
      ['Events', 'opt-in', CONSENT_SOURCES.subscribePage, 'recipient', 'On the public subscribe page'],
      ['First list', 'opt-in', ...ownLink],
      ['Events', 'opt-out', ...ownLink],
    ]);
  });
});

describe('npm run check-receipt', () => {
  /** Runs the command on files holding `values`; its exit code and what it printed. */
  function runCheck(...values: object[]): { status: number | null; out: string } {
    const dir = mkdtempSync(join(tmpdir(), 'listkeep-receipt-'));
    const paths = values.map((value, i) => {
      const path = join(dir, `file${i}.json`);
      writeFileSync(path, JSON.stringify(value, null, 2));
      return path;
    });
    const run = spawnSync(process.execPath, [SCRIPT, ...paths], { encoding: 'utf8' });
    return { status: run.status, out: `${run.stdout}${run.stderr}` };
  }

  it('passes a receipt and its chain, and fails a chain changed since', async () => {
    const { team, linkID } = await annsTeam();
    const receipt = await receiptBy(linkID);
    const chain = await exportChain(team);
    const passed = runCheck(receipt, chain);
    expect(passed.status, passed.out).toBe(0);
    expect(passed.out).toContain('The receipt checks out: its 3 records are in the team');
    expect(runCheck(chain).status).toBe(0);

    const changed = structuredClone(chain);
    changed.records[0].source = 'import';
    const failed = runCheck(receipt, changed);
    expect(failed.status).toBe(1);
    expect(failed.out).toContain('The receipt does not check out.');
    expect(runCheck(changed).out).toContain('Record 1 was changed');
    expect(runCheck({ hello: 'world' }).status).toBe(2);
  });

  it('passes the receipt as the recipient downloads it, a page, and fails that page with its data changed', async () => {
    const { team, linkID } = await annsTeam();
    const chain = await exportChain(team);
    const dir = mkdtempSync(join(tmpdir(), 'listkeep-receipt-'));
    const [page, chainFile, changed] = ['receipt.html', 'chain.json', 'changed.html'].map((name) => join(dir, name));
    const html = receiptPage(await receiptBy(linkID), 'UTC');
    writeFileSync(page, html);
    writeFileSync(chainFile, JSON.stringify(chain, null, 2));
    writeFileSync(changed, html.replace('"action": "opt-out"', '"action": "opt-in"'));
    const check = (receiptFile: string) =>
      spawnSync(process.execPath, [SCRIPT, receiptFile, chainFile], { encoding: 'utf8' });
    const passed = check(page);
    expect(passed.status, passed.stderr).toBe(0);
    expect(passed.stdout).toContain('The receipt checks out: its 3 records are in the team');
    const failed = check(changed);
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain('The receipt does not check out.');
  });

  it('checks a chain of thousands of records as it reads the file, and finds a change near its end or a file cut short', async () => {
    const team = await owner('scale');
    const ann = uniqueEmail('ann');
    const annID = await newSubscriber(team, ann);
    const emails = Array.from({ length: 2500 }, (_, i) => `many${i}-${team.teamID}@example.org`.toLowerCase());
    ok(await importInto(team, emails));
    const receipt = await receiptBy(await linkOf(team, annID));
    const chain = await exportChain(team);
    expect(chain.head.seq).toBe(2501);
    const passed = runCheck(receipt, chain);
    expect(passed.out).toContain('The receipt checks out: its 1 record is in the team');
    expect(passed.out).toContain('whole up to record 2501.');
    expect(runCheck(chain).out).toContain('The chain is whole: 2,501 records, ending at its head (record 2501).');

    const changed = structuredClone(chain);
    changed.records[2490].at += 1;
    const failed = runCheck(receipt, changed);
    expect(failed.status).toBe(1);
    expect(failed.out).toContain('The chain is not intact. Record 2491 was changed');

    const dir = mkdtempSync(join(tmpdir(), 'listkeep-receipt-'));
    const cut = join(dir, 'cut.json');
    const text = JSON.stringify(chain, null, 2);
    writeFileSync(cut, text.slice(0, text.length - 1000));
    const run = spawnSync(process.execPath, [SCRIPT, cut], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('This file is not a receipt or a chain: it is not JSON.');
  });
});

describe('GET /consentChain', () => {
  it('pages through a chain longer than a page, as it stood at the first page', async () => {
    const team = await owner('scale');
    const count = MAX.chainPage + 10;
    const emails = Array.from({ length: count }, (_, i) => `chain${i}-${team.teamID}@example.org`.toLowerCase());
    ok(await importInto(team, emails));
    const first = ok(await call('consentChain', { teamID: team.teamID, after: 0 }, { as: team }));
    expect(first.records).toHaveLength(MAX.chainPage);
    expect(first.next).toBe(MAX.chainPage);
    // A record written meanwhile stays out of the pages asked up to the first head.
    await newSubscriber(team, uniqueEmail('late'));
    const second = ok(
      await call('consentChain', { teamID: team.teamID, after: MAX.chainPage, upTo: first.head.seq }, { as: team }),
    );
    expect(second.records.map((r) => r.seq)).toEqual(Array.from({ length: 10 }, (_, i) => MAX.chainPage + 1 + i));
    expect(second.next).toBeNull();
    expect(second.head.seq).toBe(count + 1);
  });

  it('is open to every member, viewers included, and answers 404 to anyone else', async () => {
    const team = await owner('group');
    await newSubscriber(team, uniqueEmail('reader'));
    const viewer = await member(team.teamID, 'viewer');
    expect(ok(await call('consentChain', { teamID: team.teamID, after: 0 }, { as: viewer })).records).toHaveLength(1);
    const stranger = await owner('group');
    expect((await call('consentChain', { teamID: team.teamID, after: 0 }, { as: stranger })).status).toBe(404);
    expect((await call('consentChain', { teamID: UNKNOWN.team, after: 0 }, { as: stranger })).status).toBe(404);
  });
});

describe('records chained in batches', () => {
  it('a receipt lists a record not yet sequenced as such, and a chain exported later confirms it', async () => {
    const team = await owner('group');
    const ann = uniqueEmail('ann');
    const annID = await newSubscriber(team, ann);
    const linkID = await linkOf(team, annID, 'unsubscribe');
    // Written around the served API, so nothing chains it until its sequencer is asked to.
    await oneClickUnsubscribe(servedDeps(), linkID);

    const early = await request('POST', '/consentReceipt', { body: { linkID }, headers: newClient() });
    expect(early.status).toBe(200);
    const waiting = early.body as ConsentReceipt;
    expect(waiting.head.seq).toBe(1);
    expect(waiting.records.map((r) => r.action)).toEqual(['opt-in']);
    expect(waiting.unsequenced).toEqual([
      expect.objectContaining({ action: 'opt-out', source: CONSENT_SOURCES.teamLink }),
    ]);
    expect(waiting.unsequenced![0]).not.toHaveProperty('seq');
    expect(receiptPage(waiting, 'UTC')).toContain(`(${NOT_YET_SEQUENCED}`);
    // The chain as it stands before the sequencer runs: one page, read without waiting for it.
    const page = await request('GET', `/consentChain?teamID=${team.teamID}&after=0`, { as: team });
    const { head, records } = page.body as ConsentChainPage;
    expect(head.seq).toBe(1);
    const chainThen: ConsentChainFile = {
      format: CHAIN_FORMAT,
      version: 1,
      teamID: team.teamID,
      exportedAt: new Date().toISOString(),
      head,
      records,
    };
    const verdictThen = await checkReceipt(waiting, chainThen);
    expect(verdictThen).toMatchObject({ ok: true, confirmed: 1, unsequenced: 1 });
    expect(receiptVerdictText(verdictThen, chainThen.head).join(' ')).toContain(
      `1 record of the receipt is ${NOT_YET_SEQUENCED}`,
    );

    // Reading the chain waits for the sequencer (support/client.ts), as a minute's wait does.
    const chainNow = await exportChain(team);
    expect(chainNow.head.seq).toBe(2);
    expect(await checkReceipt(waiting, chainNow)).toMatchObject({
      ok: true,
      confirmed: 1,
      sequencedSince: 1,
      unsequenced: 0,
      newer: 0,
    });
    const later = await receiptBy(linkID);
    expect(later.unsequenced).toEqual([]);
    expect(later.records.map((r) => [r.seq, r.action])).toEqual([
      [1, 'opt-in'],
      [2, 'opt-out'],
    ]);
    expect(await checkReceipt(later, chainNow)).toMatchObject({ ok: true, confirmed: 2, unsequenced: 0 });
  });

  it('chains an import of 1,000 and a burst of recipients’ opt-outs into one whole chain', async () => {
    const team = await owner('scale');
    const emails = Array.from({ length: 1000 }, (_, i) => `burst${i}-${team.teamID}@example.org`.toLowerCase());
    const imported = ok(await importInto(team, emails));
    expect(imported.createdSubscriberIDs).toHaveLength(1000);
    const links = await Promise.all(
      imported.createdSubscriberIDs.slice(0, 40).map((id) => linkOf(team, id, 'unsubscribe')),
    );
    const answers = await Promise.all(
      links.map((linkID) => call('oneClickUnsubscribe', { linkID }, { headers: newClient() })),
    );
    for (const answer of answers) ok(answer);

    const chain = await exportChain(team);
    expect(chain.head.seq).toBe(1040);
    expect(await verifyChain(team.teamID, chain.records, chain.head)).toEqual({
      ok: true,
      records: 1040,
      problem: null,
    });
    expect(chain.records.slice(0, 1000).every((r) => r.action === 'opt-in')).toBe(true);
    expect(chain.records.slice(1000).every((r) => r.action === 'opt-out')).toBe(true);
    const receipt = await receiptBy(links[7]);
    expect(await checkReceipt(receipt, chain)).toMatchObject({ ok: true, confirmed: 2, unsequenced: 0 });
  });
});
