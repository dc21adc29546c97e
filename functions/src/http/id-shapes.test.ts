/**
 * Ids of any other shape than the server makes never reach the store (whose
 * reserved names, `__…__`, `.` and `..`, it refuses): every call of the
 * contract that takes an id answers 404, like an unknown id, for one in the
 * path, the query string or a public call, and 400 naming the field for one
 * in a signed-in call's body. Never 500. The calls come from the contract
 * itself, so a new call, or a new id field, cannot go unchecked.
 */
import { request } from 'node:http';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contract,
  ZApiKeyId,
  ZWebhookDeliveryId,
  ZWebhookId,
  ZEmailId,
  ZImportId,
  ZInvitationToken,
  ZLinkId,
  ZListId,
  ZNoticeId,
  ZShortLinkId,
  ZSourceId,
  ZSubscriberId,
  ZTeamId,
  ZUserId,
  type CallInput,
  type CallName,
} from '@listkeep/common';
import { hashKey } from '../domain/api-keys/key-material';
import { testDeps } from '../../test/support/test-deps';
import { serveInProcess, uidAuth, type ServedApi } from '../../test/support/serve-in-process';

const TEAM = 'Team0000000000000000';
const LIST = 'List0000000000000000';
const EMAIL = 'Mail0000000000000000';
const SUBSCRIBER = `${TEAM}_${'s'.repeat(27)}`;
const LINK = `Link${'x'.repeat(17)}A`;
const SHORT = 'Short00000';
const USER = 'user0';
const NOTICE = 'Note0000000000000000';
const SOURCE = 'Source00000000000000';
const IMPORT = 'Impo0000000000000000';
const JOB = 'Job00000000000000000';
const TOKEN = 'Invi' + '0'.repeat(28);
const API_KEY = 'Akey0000000000000000';
const WEBHOOK = 'Hook0000000000000000';
const DELIVERY = 'Dlvr0000000000000000';
const WELL_FORMED = new Set([
  TEAM,
  LIST,
  EMAIL,
  SUBSCRIBER,
  LINK,
  SHORT,
  USER,
  NOTICE,
  SOURCE,
  IMPORT,
  TOKEN,
  API_KEY,
  WEBHOOK,
  DELIVERY,
]);
/** A key of TEAM, made by its owner USER, that the calls under /v1 are sent with. */
const KEY = `lk_${API_KEY}_${'k'.repeat(43)}`;

const BAD_IDS = ['__x__', '__proto__', '.', '..', 'a/b', 'A'.repeat(300), 'ünïcødé✓', ''];

/** A valid input of every call, with an id of the right shape in every id field the call has. */
const SAMPLES: { [K in CallName]: CallInput<K>[] } = {
  getVersion: [{}],
  getUserData: [{}],
  getDashboardData: [{ teamID: TEAM }],
  getDashboardItem: [{ type: 'subscribers', teamID: TEAM, newsletterID: LIST }],
  dismissRefusedSignups: [{ teamID: TEAM, key: 'k' }],
  createCheckoutSession: [{}],
  setProfile: [{ latestTeamID: TEAM }],
  deleteAccount: [{ confirmEmail: 'a@example.org' }],
  dismissAccessNotice: [{ id: NOTICE }],
  leaveTeam: [{ teamID: TEAM }],
  acceptTeamInvite: [{ accept: true, teamID: TEAM, token: TOKEN }],
  getInvitation: [{ teamID: TEAM, token: TOKEN }],
  createOwnTeam: [{}],
  acceptGroupInvite: [{ accept: true, groupID: TEAM }],
  updateTeam: [{ teamID: TEAM, action: 'update', teamName: 'T' }],
  inviteTeamUser: [{ teamID: TEAM, email: 'a@example.org' }],
  updateTeamUserRole: [{ teamID: TEAM, userID: USER, email: 'a@example.org', role: 'editor' }],
  removeTeamUser: [{ teamID: TEAM, userID: USER, email: 'a@example.org' }],
  createEmail: [{ subject: 'S', newsletterID: LIST }],
  updateEmail: [{ subject: 'S', newsletterID: LIST, id: EMAIL }],
  deleteEmail: [{ id: EMAIL }],
  getEmailSend: [{ emailID: EMAIL, today: '2026-11-28' }],
  planEmailSend: [{ emailID: EMAIL, batchSize: 50, today: '2026-11-28' }],
  markSendBatch: [{ emailID: EMAIL, n: 1, planID: 1, today: '2026-11-28', time: '10:00' }],
  addJoinedBatch: [{ emailID: EMAIL, today: '2026-11-28' }],
  emailSubscribers: [{ emailID: EMAIL }],
  newsletterSubscribers: [{ newsletterID: LIST }],
  createSubscriber: [{ subscriberEmail: 'a@example.org', subscribedNewsletters: [LIST], teamID: TEAM }],
  updateSubscriber: [{ subscriberEmail: 'a@example.org', subscribedNewsletters: [LIST], teamID: TEAM, id: SUBSCRIBER }],
  deleteSubscriber: [{ id: SUBSCRIBER }],
  subscriberHistory: [{ id: SUBSCRIBER }],
  consentChain: [{ teamID: TEAM, after: 0 }],
  batchSubscribers: [
    { emails: ['a@example.org'], newsletterIDs: [LIST], teamID: TEAM, importID: IMPORT, agreed: true },
  ],
  previewImport: [{ rows: ['a@example.org'], newsletterIDs: [LIST], teamID: TEAM }],
  importHistory: [{ teamID: TEAM }],
  undoImport: [{ teamID: TEAM, importID: IMPORT }],
  deleteSubscribers: [{ teamID: TEAM, ids: [SUBSCRIBER] }],
  subscriberTags: [{ teamID: TEAM, subscriberIDs: [SUBSCRIBER], add: 'VIP' }],
  startSubscriberJob: [{ teamID: TEAM, match: { newsletterID: LIST }, action: { kind: 'delete' } }],
  subscriberJob: [{ teamID: TEAM, jobID: JOB }],
  subscriberJobFile: [{ teamID: TEAM, jobID: JOB }],
  teamTags: [{ teamID: TEAM }],
  createLink: [
    { newsletterID: LIST, teamID: TEAM, subscriberID: SUBSCRIBER, type: 'manage' },
    { type: 'url', newsletterID: LIST, teamID: TEAM, emailID: EMAIL, url: 'https://example.org' },
  ],
  mailMergeLinks: [{ newsletterID: LIST }],
  trackedLink: [{ newsletterID: LIST, emailID: EMAIL, type: 'subscribe', linkID: LINK }],
  emailTrackedLinks: [{ emailID: EMAIL }],
  deleteTrackedLink: [{ linkID: LINK }],
  shortLink: [{ id: SHORT }],
  newsletterSources: [{ newsletterID: LIST }],
  createSource: [{ newsletterID: LIST, name: 'Flyer' }],
  renameSource: [{ id: SOURCE, name: 'Flyer' }],
  deleteSource: [{ id: SOURCE }],
  createNewsletter: [
    { name: 'N', teamID: TEAM, onboarding: true },
    { newsletterName: 'N', teamID: TEAM },
  ],
  updateNewsletter: [{ id: LIST, teamID: TEAM, newsletterID: LIST }],
  updateNewsletterFooter: [{ id: LIST, customFooterHtml: '' }],
  deleteNewsletter: [{ id: LIST }],
  linkOpen: [
    { type: 'subscribe', newsletterID: LIST, emailID: EMAIL },
    { type: 'unsubscribe', linkID: LINK },
    { type: 'confirmSubscribe', linkID: LINK },
  ],
  emailActionSubmit: [
    { type: 'subscribe', email: 'a@example.org', newsletterID: LIST, emailID: EMAIL, sourceID: SOURCE },
  ],
  subscribeForm: [{ email: 'a@example.org', newsletterID: LIST }],
  linkAction: [
    { type: 'updatePreferences', newsletterIDs: [LIST], token: LINK },
    { type: 'leaveList', newsletterID: LIST, token: LINK },
    { type: 'confirmSubscribe', token: LINK },
  ],
  consentReceipt: [{ linkID: LINK }],
  oneClickUnsubscribe: [{ linkID: LINK }],
  oneClickUnsubscribePage: [{ linkID: LINK }],
  feedback: [{ formData: { comments: 'Hi' }, type: 'accountFeedback', userID: USER }],
  createApiKey: [{ teamID: TEAM, name: 'Tool', scope: 'read' }],
  listApiKeys: [{ teamID: TEAM }],
  deleteApiKey: [{ id: API_KEY }],
  createWebhook: [{ teamID: TEAM, url: 'http://127.0.0.1:9/hook', events: ['subscriber.created'] }],
  listWebhooks: [{ teamID: TEAM }],
  deleteWebhook: [{ id: WEBHOOK }],
  listWebhookDeliveries: [{ id: WEBHOOK }],
  resendWebhookDelivery: [{ id: DELIVERY }],
  v1Lists: [{}],
  v1Subscribers: [{ newsletterID: LIST }],
  v1Subscriber: [{ id: SUBSCRIBER }],
  v1AddSubscriber: [{ subscriberEmail: 'a@example.org', subscribedNewsletters: [LIST] }],
  v1UpdateSubscriber: [{ id: SUBSCRIBER, subscriberEmail: 'a@example.org', subscribedNewsletters: [LIST] }],
  v1Unsubscribe: [{ id: SUBSCRIBER, newsletterID: LIST }],
  v1Emails: [{ newsletterID: LIST }],
};

const ID_SCHEMAS = new Set<z.ZodType>([
  ZTeamId,
  ZListId,
  ZEmailId,
  ZSubscriberId,
  ZLinkId,
  ZShortLinkId,
  ZUserId,
  ZNoticeId,
  ZSourceId,
  ZImportId,
  ZInvitationToken,
  ZApiKeyId,
  ZWebhookId,
  ZWebhookDeliveryId,
]);

interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
}

/** The id fields a schema declares, as `a.b` with `[]` for array elements. */
function schemaIdFields(schema: z.ZodType, at = ''): string[] {
  if (ID_SCHEMAS.has(schema)) return [at];
  const def = (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
  const inner = (child: z.ZodType | undefined, path = at) => (child ? schemaIdFields(child, path) : []);
  if (def.shape) return Object.entries(def.shape).flatMap(([key, child]) => inner(child, at ? `${at}.${key}` : key));
  if (def.options) return def.options.flatMap((option) => inner(option));
  if (def.type === 'array') return inner(def.element, `${at}[]`);
  if (def.type === 'pipe') return [...inner(def.in), ...inner(def.out)];
  return inner(def.innerType);
}

type Path = (string | number)[];

/** Where a sample holds an id. */
function sampleIdPaths(value: unknown, at: Path = []): Path[] {
  if (typeof value === 'string') return WELL_FORMED.has(value) ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => sampleIdPaths(item, [...at, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => sampleIdPaths(item, [...at, key]));
  }
  return [];
}

const fieldName = (path: Path) =>
  path.map((part, i) => (typeof part === 'number' ? '[]' : i === 0 ? part : `.${part}`)).join('');

function withValue(sample: unknown, path: Path, value: string): Record<string, unknown> {
  const copy = structuredClone(sample) as Record<string, unknown>;
  let target: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1]] = value;
  return copy;
}

const deps = { ...testDeps(), auth: uidAuth };
let served: ServedApi;
let port = 0;

beforeAll(async () => {
  await deps.store.doc(`teams/${TEAM}`).set({ ownerUid: USER, subscription: { tier: 'group', status: 'active' } });
  await deps.store.doc(`teams/${TEAM}/members/${USER}`).set({ role: 'owner', status: 'active' });
  const key = { teamID: TEAM, name: 'Tool', scope: 'write', hash: hashKey(KEY), createdBy: USER };
  await deps.store.doc(`apiKeys/${API_KEY}`).set({ ...key, createdByName: USER, createdAt: 0, lastUsedAt: null });
  served = await serveInProcess(deps);
  port = Number(new URL(served.origin).port);
});
afterAll(() => served.close());

/** node:http rather than fetch, which would resolve `.` and `..` in the path before sending it. */
function send(method: string, path: string, token: string | undefined, body: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api${path}`,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), text }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The request for an input: path parameters in the path, the rest in the query (GET, DELETE) or the body. */
function requestOf(name: CallName, input: Record<string, unknown>) {
  const spec = contract[name];
  const rest = { ...input };
  const path = spec.path.replace(/:([A-Za-z]+)/g, (_, param: string) => {
    const value = String(rest[param]);
    delete rest[param];
    return encodeURIComponent(value);
  });
  const params = new Set([...spec.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]));
  if (spec.method === 'GET' || spec.method === 'DELETE') {
    const query = new URLSearchParams(Object.entries(rest).map(([key, value]) => [key, String(value)])).toString();
    return { path: query ? `${path}?${query}` : path, body: undefined, params, inUrl: true };
  }
  return { path, body: rest, params, inUrl: false };
}

const calls = Object.keys(contract) as CallName[];

describe('ids of another shape than the server makes', () => {
  it.each(calls)('%s: every id field of the contract has a sample that passes its checks', (name) => {
    for (const sample of SAMPLES[name]) expect(contract[name].input.safeParse(sample).success).toBe(true);
    const covered = new Set(SAMPLES[name].flatMap((sample) => sampleIdPaths(sample).map(fieldName)));
    expect([...new Set(schemaIdFields(contract[name].input))].sort()).toEqual([...covered].sort());
  });

  const cases = calls.flatMap((name) =>
    SAMPLES[name].flatMap((sample) => sampleIdPaths(sample).map((path) => ({ name, sample, path }))),
  );

  it.each(cases.map((c) => [c.name, fieldName(c.path), c] as const))(
    '%s %s: answers a 4xx JSON error, never 500',
    async (name, _field, { sample, path }) => {
      const spec = contract[name];
      const tokens =
        spec.auth === 'key'
          ? [KEY]
          : spec.auth === 'user'
            ? ['user1']
            : spec.auth === 'public'
              ? [undefined]
              : ['user1', undefined];
      for (const bad of BAD_IDS) {
        const req = requestOf(name, withValue(sample, path, bad));
        // An empty last segment leaves the path of another call (GET /v1/subscribers/): that call answers.
        const field = String(path[0]);
        const pathOnly = req.path.split('?')[0];
        const otherCall = calls.some((n) => contract[n].method === spec.method && `${contract[n].path}/` === pathOnly);
        if (bad === '' && req.params.has(field) && otherCall) continue;
        for (const token of tokens) {
          const res = await send(spec.method, req.path, token, req.body);
          const where = `${spec.method} ${req.path.slice(0, 80)} ${token ? 'signed in' : 'public'}`;
          expect(res.status, where).toBeGreaterThanOrEqual(400);
          expect(res.status, where).toBeLessThan(500);
          expect(res.type, where).toMatch(/^application\/json/);
          const body = JSON.parse(res.text) as { error: { code: string; message: string } };
          expect(body.error.code, where).toMatch(/^[a-z-]+$/);
          expect(res.text, where).not.toMatch(/ at |\.ts:\d|\.js:\d|node_modules|StoreError|stack/);

          const emptyInPath = bad === '' && req.params.has(field);
          if (emptyInPath) continue; // no such path: 404 or 405, as for any unknown path
          if (spec.auth === 'public' || req.params.has(field) || req.inUrl) {
            expect([res.status, body.error.code], where).toEqual([404, 'not-found']);
          } else {
            expect([res.status, body.error.code], where).toEqual([400, 'invalid-argument']);
          }
        }
      }
    },
  );
});
