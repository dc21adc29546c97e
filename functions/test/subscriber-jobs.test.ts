import {
  CSV_COLUMNS,
  SUBSCRIBER_JOB,
  UTF8_BOM,
  exportField,
  newsletterDisplayName,
  subscriberRows,
  type CallInput,
  type Subscriber,
} from '@listkeep/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, fieldPaths, ok } from './support/client';
import { member, owner, type Owner, type Session } from './support/fixtures';
import { apiBase, drainJobs } from './support/served-api';
import { consentEvents, recountedCounts, storedCounts } from './support/store';
import { importInto, newList, optOutByLink } from './support/team-content';
import { dashboard } from './support/team-reads';

/** More than one page of the job's walk. */
const MATCHING = SUBSCRIBER_JOB.pageRows + 200;
const OTHERS = 30;
const pad = (i: number) => String(i).padStart(4, '0');
const matching = Array.from({ length: MATCHING }, (_, i) => `a${pad(i)}@example.org`);
const others = Array.from({ length: OTHERS }, (_, i) => `b${pad(i)}@example.org`);

type Match = CallInput<'startSubscriberJob'>['match'];
type Action = CallInput<'startSubscriberJob'>['action'];

/** Starts a job, lets the worker finish it, and answers its id and its last progress. */
async function runJob(team: Owner, match: Match, action: Action, as: Session = team) {
  const started = await call('startSubscriberJob', { teamID: team.teamID, match, action }, { as });
  expect(started.status).toBe(202);
  const { jobID, total } = ok(started);
  await drainJobs();
  const progress = ok(await call('subscriberJob', { teamID: team.teamID, jobID }, { as }));
  return { jobID, total, progress };
}

/** The job's file as a browser saves it: its bytes, the byte-order mark kept. */
async function fileOf(team: Owner, jobID: string, as: Session = team) {
  const res = await fetch(`${apiBase()}/subscriberJobFile?teamID=${team.teamID}&jobID=${jobID}`, {
    headers: { authorization: `Bearer ${as.idToken}` },
  });
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : null,
  };
}

/** Every subscriber of the match, as the table's pages serve them. */
async function tableRows(team: Owner, filters: Record<string, string>): Promise<Subscriber[]> {
  const rows: Subscriber[] = [];
  let cursor: string | undefined;
  do {
    const page = ok(
      await call(
        'getDashboardItem',
        { type: 'subscribers', teamID: team.teamID, limit: 5000, ...filters, ...(cursor ? { cursor } : {}) },
        { as: team },
      ),
    );
    rows.push(...(page.data as Subscriber[]));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

const countOf = async (team: Owner, filters: Record<string, string>) =>
  ok(await call('getDashboardItem', { type: 'subscribers', teamID: team.teamID, limit: 1, ...filters }, { as: team }))
    .total;

describe('subscriber jobs over a match of more than one page', () => {
  let team: Owner;
  let second: string;
  beforeAll(async () => {
    team = await owner('scale');
    second = await newList(team, { newsletterName: 'Second' });
    ok(await importInto(team, matching));
    ok(await importInto(team, others, [second]));
  });

  it('exports the full CSV of the match: the header, then each matching row exactly once', async () => {
    const { jobID, total, progress } = await runJob(
      team,
      { newsletterID: team.listID },
      { kind: 'export', format: 'csv' },
    );
    expect(total).toBe(MATCHING);
    expect(progress).toEqual({ state: 'done', done: MATCHING, total: MATCHING });
    const file = await fileOf(team, jobID);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv;charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="subscribers-first-list-\d{4}-\d\d-\d\d\.csv"$/,
    );

    const rows = await tableRows(team, { newsletterID: team.listID });
    const names = Object.fromEntries(
      (await dashboard(team)).newsletters.map((list) => [list.id, newsletterDisplayName(list)]),
    );
    const expected = subscriberRows(rows, { newsletterNames: names, newsletterIDs: [team.listID] }).map((row) =>
      row.map(exportField).join(','),
    );
    const [header, ...lines] = file.text.split('\r\n');
    expect(header).toBe(UTF8_BOM + CSV_COLUMNS.map(exportField).join(','));
    expect(lines).toHaveLength(MATCHING);
    expect(new Set(lines).size).toBe(MATCHING);
    expect([...lines].sort()).toEqual([...expected].sort());
  });

  it('exports the addresses alone with the chosen delimiter, as a text file', async () => {
    const { jobID } = await runJob(team, { q: 'b' }, { kind: 'export', format: 'emails', delimiter: 'newline' });
    const file = await fileOf(team, jobID);
    expect(file.headers.get('content-type')).toBe('text/plain;charset=utf-8');
    const { text } = file;
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.slice(1).split('\n').sort()).toEqual(others.map((email) => `"${email}"`));
  });

  it('copies the addresses subscribed now, each once, leaving out one who left', async () => {
    const [left] = await tableRows(team, { q: 'a0007' });
    await optOutByLink(team, left.id);
    const { jobID, progress } = await runJob(team, { newsletterID: team.listID }, { kind: 'copy' });
    expect(progress.state).toBe('done');
    const file = await fileOf(team, jobID);
    expect(file.headers.get('content-type')).toBe('text/plain;charset=utf-8');
    const lines = file.text.split('\n');
    expect(lines.sort()).toEqual(matching.filter((email) => email !== 'a0007@example.org'));
  });

  it('tags exactly the matching subscribers', async () => {
    const { progress } = await runJob(team, { q: 'a' }, { kind: 'tag', add: 'Fair' });
    expect(progress).toEqual({ state: 'done', done: MATCHING, total: MATCHING });
    const tagged = await tableRows(team, { tag: 'fair' });
    expect(tagged.map((s) => s.subscriberEmail).sort()).toEqual(matching);
    expect(await countOf(team, {})).toBe(MATCHING + OTHERS);
  });

  it('answers a job of another team, or none, with 404, and a file asked of a tag job with 400', async () => {
    const stranger = await owner('scale');
    const { jobID } = await runJob(team, { q: 'b' }, { kind: 'tag', remove: 'nothing' });
    const foreign = await call('subscriberJob', { teamID: stranger.teamID, jobID }, { as: stranger });
    expect(foreign.status).toBe(404);
    expect((await call('subscriberJob', { teamID: team.teamID, jobID }, { as: stranger })).status).toBe(404);
    expect((await fileOf(stranger, jobID, stranger)).status).toBe(404);
    const tagFile = await fileOf(team, jobID);
    expect(tagFile.status).toBe(400);
    expect(errorOf(tagFile).message).toBe('Only export and copy jobs have a file.');
  });

  it('refuses a match the table refuses, with the same 400', async () => {
    const res = await call(
      'startSubscriberJob',
      { teamID: team.teamID, match: { q: ' ', newsletterID: team.listID }, action: { kind: 'delete' } },
      { as: team },
    );
    expect(res.status).toBe(400);
    const table = await call('getDashboardItem', { type: 'subscribers', teamID: team.teamID, q: ' ' }, { as: team });
    expect(errorOf(res).fields).toEqual([
      expect.objectContaining({ path: 'match.q', message: errorOf(table).fields?.[0]?.message }),
    ]);
    const unknownList = await call(
      'startSubscriberJob',
      { teamID: team.teamID, match: { newsletterID: 'List0000000000000000' }, action: { kind: 'copy' } },
      { as: team },
    );
    expect(unknownList.status).toBe(404);
    const noChange = await call(
      'startSubscriberJob',
      { teamID: team.teamID, match: {}, action: { kind: 'tag' } },
      { as: team },
    );
    expect(fieldPaths(noChange)).toEqual(['action.add']);
  });

  it('lets a viewer neither delete nor copy by a job', async () => {
    const viewer = await member(team.teamID, 'viewer');
    const del = await call(
      'startSubscriberJob',
      { teamID: team.teamID, match: {}, action: { kind: 'delete' } },
      { as: viewer },
    );
    // The API answers a role's refusal with 401, as every call does.
    expect(del.status).toBe(401);
    expect(errorOf(del).code).toBe('permission-denied');
    const exp = await call(
      'startSubscriberJob',
      { teamID: team.teamID, match: {}, action: { kind: 'copy' } },
      { as: viewer },
    );
    expect(exp.status).toBe(401);
    expect(await countOf(team, {})).toBe(MATCHING + OTHERS);
  });

  it('deletes exactly the matching subscribers, with their counts and opt-outs as a delete of ticked rows', async () => {
    const { progress } = await runJob(team, { tag: 'fair' }, { kind: 'delete' });
    expect(progress).toEqual({ state: 'done', done: MATCHING, total: MATCHING });
    const left = await tableRows(team, {});
    expect(left.map((s) => s.subscriberEmail).sort()).toEqual(others);
    expect(await storedCounts(team.teamID)).toEqual(await recountedCounts(team.teamID));
    const optOuts = (await consentEvents(team.teamID, [...matching, ...others])).filter(([email]) =>
      ['a0000@example.org', 'a1100@example.org', 'b0000@example.org'].includes(email),
    );
    expect(optOuts.filter(([, , action]) => action === 'opt-out').sort()).toEqual([
      ['a0000@example.org', team.listID, 'opt-out', 'deleted by sender'],
      ['a1100@example.org', team.listID, 'opt-out', 'deleted by sender'],
    ]);
  });
});
