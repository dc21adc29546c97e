/**
 * The public calls cannot be turned against others: one client over a rate
 * limit does not lock out the other visitors behind the same CDN edge, and
 * a production server that cannot tell visitors apart refuses public calls
 * rather than putting them all in one bucket; a tracked link leads nowhere a
 * reader could be deceived or reach into their own network, and its clicks
 * count once per client and hour. Served in process as Cloud Functions
 * would see it: X-Forwarded-For as the front end passes it on.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  WEB_ADDRESS_BACKSLASH,
  WEB_ADDRESS_CREDENTIALS,
  WEB_ADDRESS_IP,
  WEB_ADDRESS_LOCAL,
  webAddressLookalike,
} from '@listkeep/common';
import { readCounted } from '../domain/counters/counter-shards';
import { account, testDeps } from '../../test/support/test-deps';
import { PER_CLIENT } from '../handlers/policies';
import { clientAddressRuleFromEnv } from '../services/client-address-rule';
import type { ApiDeps } from '../services/deps';
import { serveInProcess, uidAuth, type ServedApi } from '../../test/support/serve-in-process';

/** Fastly's ranges, as the deploy steps put them in LISTKEEP_TRUSTED_PROXIES. */
const configured = { ...testDeps(), auth: uidAuth };
configured.clientAddressRule = clientAddressRuleFromEnv({ LISTKEEP_TRUSTED_PROXIES: '151.101.0.0/16,2a04:4e42::/32' });
/** Production as deployed without LISTKEEP_TRUSTED_PROXIES. */
const unconfigured = { ...testDeps(), auth: uidAuth };
unconfigured.clientAddressRule = clientAddressRuleFromEnv({ K_SERVICE: 'api' });

const served: ServedApi[] = [];
const origins = new Map<ApiDeps, string>();

beforeAll(async () => {
  for (const deps of [configured, unconfigured]) {
    const api = await serveInProcess(deps);
    served.push(api);
    origins.set(deps, api.origin);
  }
});
afterAll(() => Promise.all(served.map((api) => api.close())));

interface CallOptions {
  token?: string;
  body?: unknown;
  /** X-Forwarded-For as it reaches the function. */
  via?: string;
}

async function call(deps: ApiDeps, method: string, path: string, { token, body, via }: CallOptions = {}) {
  const res = await fetch(`${origins.get(deps)}/api${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(via ? { 'x-forwarded-for': via } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const json = res.headers.get('content-type')?.includes('application/json');
  return { status: res.status, location: res.headers.get('location'), body: json ? JSON.parse(text) : null };
}

const CDN = '151.101.2.9';
const openList = (deps: ApiDeps, listID: string, via: string) =>
  call(deps, 'POST', '/linkOpen', { body: { type: 'subscribe', newsletterID: listID }, via });

describe('the public calls’ rate limits', () => {
  it('keep two clients behind the same CDN edge apart', async () => {
    const { listID } = await account(configured, 'group');
    const ann = `198.51.100.7, ${CDN}`;
    const bob = `203.0.113.9, ${CDN}`;
    for (let i = 0; i < PER_CLIENT.limit; i++) expect((await openList(configured, listID, ann)).status).toBe(200);
    const over = await openList(configured, listID, ann);
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('rate-limited');
    expect((await openList(configured, listID, bob)).status).toBe(200);
    // What Ann puts before her own hop changes nothing: the CDN appended hers after it.
    expect((await openList(configured, listID, `203.0.113.9, 198.51.100.7, ${CDN}`)).status).toBe(429);
  });

  it('let no caller of the function’s own URL spend another client’s limit', async () => {
    const { listID } = await account(configured, 'group');
    const attacker = '192.0.2.66';
    // The front end appends the caller's own address; whatever it sent before it is not believed.
    for (let i = 0; i < PER_CLIENT.limit + 1; i++)
      await openList(configured, listID, `198.51.100.8, ${CDN}, ${attacker}`);
    expect((await openList(configured, listID, `198.51.100.8, ${CDN}`)).status).toBe(200);
    expect((await openList(configured, listID, `198.51.100.8, ${CDN}, ${attacker}`)).status).toBe(429);
  });

  it('answer 503 on a production server without the proxy ranges, rather than share one bucket', async () => {
    const { listID } = await account(unconfigured, 'group');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await openList(unconfigured, listID, `198.51.100.7, ${CDN}`);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: { code: 'unavailable', message: 'This page is not available right now. Please try again later.' },
    });
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/LISTKEEP_TRUSTED_PROXIES is not set/));
    logged.mockRestore();
    // Nothing was counted against anyone, and calls that are not limited per client still work.
    expect((await unconfigured.store.collection('rateLimits').get()).size).toBe(0);
    expect((await call(unconfigured, 'GET', '/getVersion')).status).toBe(200);
  });
});

/** A sent email log entry of the team's list. */
async function sentEmail(uid: string, listID: string): Promise<string> {
  const res = await call(configured, 'POST', '/emails', {
    token: uid,
    body: { subject: 'Spring fair', newsletterID: listID, sent: true },
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe('tracked links', () => {
  it('refuse addresses that hide where they go or lead into the reader’s network, saying why', async () => {
    const { uid, teamID, listID } = await account(configured, 'group');
    const emailID = await sentEmail(uid, listID);
    const track = (url: string) =>
      call(configured, 'POST', '/link', {
        token: uid,
        body: { type: 'url', newsletterID: listID, teamID, emailID, url },
      });
    const hostile: [string, string][] = [
      ['https://user:pass@evil.test/', WEB_ADDRESS_CREDENTIALS],
      ['https://evil.test\\@good.test/', WEB_ADDRESS_BACKSLASH],
      ['http://169.254.169.254/latest/meta-data/', WEB_ADDRESS_IP],
      ['http://127.0.0.1:9099/emulator/v1/projects', WEB_ADDRESS_IP],
      ['http://[::ffff:127.0.0.1]:8080/', WEB_ADDRESS_IP],
      ['http://[fe80::1]/', WEB_ADDRESS_IP],
      ['http://localhost:5000/', WEB_ADDRESS_LOCAL],
      ['https://аpple.com/login', webAddressLookalike({ ascii: 'xn--pple-43d.com', unicode: 'аpple.com' })],
    ];
    for (const [url, message] of hostile) {
      const res = await track(url);
      expect(res.status, url).toBe(400);
      expect(res.body.error.code, url).toBe('invalid-argument');
      expect(res.body.error.fields, url).toEqual([{ path: 'url', message }]);
    }
    expect((await configured.store.collection('trackedLinks').get()).size).toBe(0);
    expect((await track('https://example.org:8443/spring-fair')).status).toBe(200);
  });

  it('count a click once per client and hour, and each client once', async () => {
    const { uid, teamID, listID } = await account(configured, 'group');
    const emailID = await sentEmail(uid, listID);
    const created = await call(configured, 'POST', '/link', {
      token: uid,
      body: { type: 'url', newsletterID: listID, teamID, emailID, url: 'https://example.org/fair' },
    });
    const { linkID } = created.body;
    const follow = (via: string) =>
      call(configured, 'GET', `/link?newsletterID=${listID}&emailID=${emailID}&linkID=${linkID}`, { via });
    const counts = async () => {
      const links = (await call(configured, 'GET', `/trackedLinks/${emailID}`, { token: uid })).body.links;
      const email = (await readCounted<{ clicks?: number }>(configured.store, `emails/${emailID}`))!;
      return { link: links[0].clicks, email: email.clicks ?? 0 };
    };

    const ann = `198.51.100.7, ${CDN}`;
    for (let i = 0; i < 5; i++) {
      const res = await follow(ann);
      expect(res.status).toBe(302);
      expect(res.location).toBe('https://example.org/fair');
    }
    expect(await counts()).toEqual({ link: 1, email: 1 });
    await follow(`203.0.113.9, ${CDN}`);
    await follow(`203.0.113.9, ${CDN}`);
    expect(await counts()).toEqual({ link: 2, email: 2 });

    // The next hour counts Ann again.
    configured.clock.now += 3_600_000;
    await follow(ann);
    expect(await counts()).toEqual({ link: 3, email: 3 });

    // The footer's subscribe link counts on the entry the same way.
    const footer = (via: string) =>
      call(configured, 'GET', `/link?newsletterID=${listID}&emailID=${emailID}&type=subscribe`, { via });
    await footer(ann);
    await footer(ann);
    expect(await counts()).toEqual({ link: 3, email: 4 });

    // The marks expire with the rate-limit windows, and keep no address.
    const marks = (await configured.store.collection('rateLimits').get()).docs.filter((d) => d.id.startsWith('once_'));
    expect(marks.length).toBe(4);
    for (const mark of marks) {
      expect(Object.keys(mark.data()!)).toEqual(['expiresAt']);
      expect(JSON.stringify(mark)).not.toMatch(/198\.51|203\.0/);
    }
  });
});
