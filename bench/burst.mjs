// Recipients' actions against one team at once (no document shared by the team is hot).
// Firestore sustains about one write a second to one document, so actions
// that each wrote a document the whole team shares would abort each other.
// Through the stack's HTTP API, as recipients call it:
// - writes to team-shared documents per action type: every such document of
//   the team (functions/src/domain/teams/team-shared.ts says which) is read
//   before and after one action, and those that changed are counted; the
//   consent chain's head on the team is left out while it is still moved in
//   the request (goal 0);
// - a burst of BURST confirmations and BURST opt-outs against one team,
//   started evenly over SPREAD_MS (20 s; 0 fires them all at once): failed
//   answers (goal 0), p50/p95 answer time, when the last answer came, and
//   every counter (team and list subscribers, their recent day counts)
//   beside a recount from the documents afterwards (goal: equal);
// - sequencing lag: p95 of (sequencedAt - at) over the burst's consent
//   records, once records carry sequencedAt.
// Each call comes from a client address of its own (198.18.0.0/15), so the
// per-client rate limits see many recipients, as they would.
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { recipientCall } from './recipient-call.mjs';
import { openStackStore, scaleSender } from './stack-store.mjs';
import { formatTable, percentile } from './stats.mjs';

export const name = 'burst';
export const needsStack = true;
export const bothStores = true;

/** Confirmations, and opt-outs, in the burst. */
const BURST = Number(process.env.BENCH_BURST_N ?? 200);
/** The span the burst's calls are started over, evenly, alternating the two kinds. */
const SPREAD_MS = Number(process.env.BENCH_BURST_SPREAD_MS ?? 20_000);
/** How long the counters may take to equal their recount once the last answer is in. */
const SETTLE_MS = 30_000;

const ts = (/** @type {string} */ path) => tsImport(new URL(path, import.meta.url).href, import.meta.url);

/** @param {import('./measurement.mjs').MeasureContext} context */
export async function run({ stack, log = console.log }) {
  const { isTeamShared, TEAM_SHARED_COLLECTIONS } = await ts('../functions/src/domain/teams/team-shared.ts');
  const { counted, listOwner, teamOwner } = await ts('../functions/src/domain/counters/counters.ts');
  const { shardSums } = await ts('../functions/src/domain/counters/counter-shards.ts');
  const { recentSince, dayKey } = await ts('../functions/src/domain/time.ts');

  const { teamID, listID, call } = await scaleSender(stack, {
    label: 'burst',
    name: 'Burst Sender',
    timeoutMs: 60_000,
    log,
  });
  const api = stack.urls.api;
  const tag = Date.now().toString(36);
  const address = (/** @type {string} */ kind, /** @type {number} */ i) => `${kind}-${tag}-${i}@burst.example.org`;
  const store = await openStackStore(stack);
  try {
    /** @param {Response | { status: number, text?: string, json?: any }} res @param {string} what */
    const expectOk = (res, what) => {
      if (res.status >= 400) throw new Error(`${what} answered ${res.status}: ${'text' in res ? res.text : ''}`);
      return res;
    };
    const email = expectOk(
      await call('POST', '/emails', { subject: 'Burst', newsletterID: listID, sent: true }),
      'createEmail',
    );
    const emailID = email.json.id;
    const source = expectOk(await call('POST', '/sources', { newsletterID: listID, name: 'Flyer' }), 'createSource');
    const sourceID = source.json.source.id;
    const tracked = expectOk(
      await call('POST', '/link', { type: 'url', newsletterID: listID, teamID, emailID, url: 'https://example.org/' }),
      'createLink',
    );

    /** The confirmation token of a request, as its mail carries it. */
    const tokensOf = async () => {
      const snaps = await store.collection('pendingSubscribes').where('teamID', '==', teamID).get();
      return new Map(
        snaps.docs
          .filter((/** @type {any} */ s) => s.data().email)
          .map((/** @type {any} */ s) => [s.data().email, s.data().token]),
      );
    };
    /** Subscribers put on the list by the sender, each with an unsubscribe link of its own. */
    const onListWithLinks = async (/** @type {string} */ kind, /** @type {number} */ count) => {
      const emails = Array.from({ length: count }, (_, i) => address(kind, i));
      const batch = expectOk(
        await call('POST', '/batchSubscribers', { emails, newsletterIDs: [listID], teamID, agreed: true }),
        'batchSubscribers',
      );
      /** @type {string[]} */
      const links = [];
      for (const subscriberID of batch.json.createdSubscriberIDs) {
        const link = expectOk(
          await call('POST', '/link', { newsletterID: listID, teamID, subscriberID, type: 'unsubscribe' }),
          'POST /link',
        );
        links.push(link.json.linkID);
      }
      return links;
    };

    // Writes to team-shared documents, one action at a time.
    const sharedDocs = async () => {
      /** @type {Map<string, string>} */
      const out = new Map();
      out.set(`teams/${teamID}`, JSON.stringify((await store.doc(`teams/${teamID}`).get()).data()));
      for (const collection of TEAM_SHARED_COLLECTIONS.filter((/** @type {string} */ c) => c !== 'teams')) {
        for (const snap of (await store.collection(collection).where('teamID', '==', teamID).get()).docs) {
          if (isTeamShared(snap.path)) out.set(snap.path, JSON.stringify(snap.data()));
        }
      }
      return out;
    };
    const writesOf = async (
      /** @type {() => Promise<{ status: number, text: string }>} */ action,
      /** @type {string} */ what,
    ) => {
      const before = await sharedDocs();
      expectOk(await action(), what);
      const after = await sharedDocs();
      return (
        [...after].filter(([path, doc]) => before.get(path) !== doc).length +
        [...before.keys()].filter((path) => !after.has(path)).length
      );
    };

    const [oneLink, twoLink, threeLink] = await onListWithLinks('single', 3);
    const joiner = address('joiner', 0);
    const fan = address('fan', 0);
    /** @type {[string, () => Promise<{ status: number, text: string }>][]} */
    const actions = [
      [
        'public sign-up',
        () =>
          recipientCall(`${api}/emailActionSubmit`, {
            json: { type: 'subscribe', email: joiner, newsletterID: listID, emailID },
          }),
      ],
      [
        'confirm',
        async () =>
          recipientCall(`${api}/linkAction`, {
            json: { type: 'confirmSubscribe', token: (await tokensOf()).get(joiner) },
          }),
      ],
      [
        'source sign-up (confirm)',
        async () => {
          expectOk(
            await recipientCall(`${api}/emailActionSubmit`, {
              json: { type: 'subscribe', email: fan, newsletterID: listID, sourceID },
            }),
            'subscribe',
          );
          return recipientCall(`${api}/linkAction`, {
            json: { type: 'confirmSubscribe', token: (await tokensOf()).get(fan) },
          });
        },
      ],
      [
        'preference change (leave a list)',
        () => recipientCall(`${api}/linkAction`, { json: { type: 'leaveList', newsletterID: listID, token: oneLink } }),
      ],
      [
        'preference change (join again)',
        () => recipientCall(`${api}/linkAction`, { json: { type: 'joinList', newsletterID: listID, token: oneLink } }),
      ],
      [
        'opt-out via link',
        () =>
          recipientCall(`${api}/linkAction`, { json: { type: 'unsubscribeAll', newsletterIDs: [], token: twoLink } }),
      ],
      [
        'one-click unsubscribe',
        () => recipientCall(`${api}/oneClickUnsubscribe/${threeLink}`, { form: 'List-Unsubscribe=One-Click' }),
      ],
      ['tracked-link click', () => recipientCall(`${stack.urls.web}/l/${tracked.json.shortID}`, { method: 'GET' })],
      [
        'footer link click',
        () => recipientCall(`${api}/link?newsletterID=${listID}&emailID=${emailID}&type=subscribe`, { method: 'GET' }),
      ],
    ];
    /** @type {Record<string, number>} */
    const perAction = {};
    for (const [what, action] of actions) perAction[what] = await writesOf(action, what);
    log('writes to team-shared documents per action:');
    log(
      formatTable(
        ['action', 'team-shared documents written'],
        Object.entries(perAction).map(([a, n]) => [a, String(n)]),
      ),
    );

    // The burst: BURST confirmations and BURST opt-outs within SPREAD_MS.
    const joiners = Array.from({ length: BURST }, (_, i) => address('burst-joiner', i));
    // The requests beforehand, some at a time: each answer waits out the subscribe page's timing floor.
    for (let i = 0; i < joiners.length; i += 20) {
      const asked = joiners
        .slice(i, i + 20)
        .map((j) =>
          recipientCall(`${api}/emailActionSubmit`, { json: { type: 'subscribe', email: j, newsletterID: listID } }),
        );
      for (const res of await Promise.all(asked)) expectOk(res, 'subscribe');
    }
    const tokens = await tokensOf();
    const leaverLinks = await onListWithLinks('burst-leaver', BURST);
    const startedAt = Date.now();
    const burstStart = performance.now();
    /** @type {(() => Promise<{ status: number }>)[]} */
    const calls = joiners.flatMap((j, i) => [
      () => recipientCall(`${api}/linkAction`, { json: { type: 'confirmSubscribe', token: tokens.get(j) } }),
      () => recipientCall(`${api}/oneClickUnsubscribe/${leaverLinks[i]}`, { form: 'List-Unsubscribe=One-Click' }),
    ]);
    /** @type {(fn: () => Promise<{ status: number }>, i: number) => Promise<{ status: number, ms: number }>} */
    const timed = async (fn, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * SPREAD_MS) / calls.length));
      const t = performance.now();
      try {
        const { status } = await fn();
        return { status, ms: performance.now() - t };
      } catch {
        return { status: 0, ms: performance.now() - t };
      }
    };
    const answers = await Promise.all(calls.map(timed));
    const wallMs = performance.now() - burstStart;
    const times = answers.map((a) => a.ms);
    const failed = answers.filter((a) => a.status === 0 || a.status >= 400);
    /** @type {Map<number, number>} */
    const statuses = new Map();
    for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);

    // Every counter beside a recount of the documents: read again while they differ, for a
    // while, since a call the client gave up on may still commit on the server.
    const recount = async () => {
      const now = Date.now();
      const since = recentSince(now);
      const subscribers = (await store.collection('subscribers').where('teamID', '==', teamID).get()).docs.map(
        (/** @type {any} */ s) => s.data(),
      );
      const lists = (await store.collection('newsletters').where('teamID', '==', teamID).get()).docs;
      const sums = await shardSums(store, [teamOwner(teamID), ...lists.map((/** @type {any} */ l) => listOwner(l.id))]);
      const team = counted((await store.doc(`teams/${teamID}`).get()).data(), sums.get(teamOwner(teamID)));
      const recentOf = (/** @type {Record<string, number>} */ days) =>
        Object.entries(days ?? {})
          .filter(([d]) => d >= since)
          .reduce((n, [, c]) => n + c, 0);
      const recentRecount = (/** @type {number[]} */ times) => times.filter((t) => dayKey(t) >= since).length;
      /** @type {[string, number, number][]} */
      const checks = [
        ['team subscribers', team.counters.subscribers, subscribers.length],
        [
          'team recent',
          recentOf(team.subscribeDays),
          recentRecount(subscribers.map((/** @type {any} */ s) => s.createdAt)),
        ],
      ];
      for (const l of lists) {
        const list = counted(l.data(), sums.get(listOwner(l.id)));
        const on = subscribers.filter((/** @type {any} */ s) => s.subscribedNewsletterIDs.includes(l.id));
        checks.push([`list ${l.id} subscribers`, list.counters.subscribers, on.length]);
        checks.push([
          `list ${l.id} recent`,
          recentOf(list.subscribeDays),
          recentRecount(on.map((/** @type {any} */ s) => s.subscriptionMeta[l.id].subscribedAt)),
        ]);
      }
      return checks;
    };
    const settleStart = performance.now();
    let checks = await recount();
    while (checks.some(([, a, b]) => a !== b) && performance.now() - settleStart < SETTLE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      checks = await recount();
    }
    const settledMs = performance.now() - settleStart;

    // Sequencing lag, once consent records carry sequencedAt.
    const records = (await store.collection('consent').where('teamID', '==', teamID).get()).docs
      .map((/** @type {any} */ s) => s.data())
      .filter((/** @type {any} */ r) => r.at >= startedAt);
    const lags = records
      .filter((/** @type {any} */ r) => typeof r.sequencedAt === 'number')
      .map((/** @type {any} */ r) => r.sequencedAt - r.at);
    const lag =
      lags.length > 0 ? `${percentile(lags, 95).toFixed(0)} ms (${lags.length} records)` : 'n/a (no sequencer)';

    const ms = (/** @type {number} */ v) => v.toFixed(0);
    const when = SPREAD_MS > 0 ? `started evenly over ${ms(SPREAD_MS / 1000)} s` : 'fired at once';
    log(`burst: ${BURST} confirmations and ${BURST} one-click opt-outs against one team, ${when}:`);
    log(
      formatTable(
        ['figure', 'value'],
        [
          ['calls', String(answers.length)],
          ['failures', `${failed.length} (goal 0: ${failed.length === 0 ? 'met' : 'not met'})`],
          ['statuses', [...statuses].map(([s, c]) => `${s}x${c}`).join(' ')],
          ['p50 answer ms', ms(percentile(times, 50))],
          ['p95 answer ms', ms(percentile(times, 95))],
          ['last answer, ms after the first call', ms(wallMs)],
          ['sequencing lag (p95)', lag],
        ],
      ),
    );
    log(`counters beside a recount, ${(settledMs / 1000).toFixed(1)} s after the last answer:`);
    log(
      formatTable(
        ['counter', 'counted', 'recounted', ''],
        checks.map(([what, shown, recounted]) => [
          what,
          String(shown),
          String(recounted),
          shown === recounted ? 'equal' : 'DIFFERS',
        ]),
      ),
    );
    const differ = checks.filter(([, a, b]) => a !== b).length;
    log(`  counters goal (every one equal to its recount): ${differ === 0 ? 'met' : 'not met'}`);
    return {
      perAction,
      failures: failed.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      wallMs,
      countersDiffer: differ,
      lag,
    };
  } finally {
    await store.close();
  }
}
