/**
 * Sign-up forms on a sender's own website (docs/product.md §4, Sign-up forms):
 * POST /subscribeForm as a plain HTML form posts it, and as a script calls it.
 */
import {
  CONSENT_SOURCES,
  NOT_ACCEPTING_TEXT,
  SOURCE_QUERY,
  formOutcomeUrl,
  listSourceConsent,
  type FormOutcome,
} from '@listkeep/common';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SubscriberDoc } from '../src/domain/docs';
import { subscriberID } from '../src/domain/subscribers/subscribers';
import { call, errorOf, fieldPaths, ok, request } from './support/client';
import { UNKNOWN, owner, type Owner } from './support/fixtures';
import { uniqueEmail } from './support/identities';
import { confirmTokenIn, mailsTo } from './support/mail';
import { newClient } from './support/public-client';
import { atStartOfHour, webOrigin } from './support/served-api';
import { testStore } from './support/store';

/** What Chromium sends when a page's form is submitted. */
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

interface Post {
  accept?: string;
  client?: Record<string, string>;
}

/** Posts the fields as a plain HTML form does (application/x-www-form-urlencoded). */
const postForm = (fields: Record<string, string>, { accept, client = newClient() }: Post = {}) =>
  request('POST', '/subscribeForm', {
    rawBody: new URLSearchParams(fields).toString(),
    contentType: 'application/x-www-form-urlencoded',
    headers: { ...client, ...(accept ? { accept } : {}) },
  });

const landing = (outcome: FormOutcome, target: { newsletterID?: string; sourceID?: string }) =>
  formOutcomeUrl(webOrigin(), outcome, target);

async function newSource(team: Owner, name: string): Promise<string> {
  return ok(await call('createSource', { newsletterID: team.listID, name }, { as: team })).source.id;
}

/** A source's sign-ups, as the dashboard reads them. */
const signUpsOf = async (team: Owner, sourceID: string) =>
  ok(await call('newsletterSources', { newsletterID: team.listID }, { as: team })).sources.find(
    ({ id }) => id === sourceID,
  )?.subscribes;

async function confirm(email: string) {
  const token = confirmTokenIn((await mailsTo(email))[0]);
  expect((await call('linkAction', { type: 'confirmSubscribe', token }, { headers: newClient() })).status).toBe(200);
}

const subscriber = async (team: Owner, email: string) =>
  (
    await testStore()
      .doc<SubscriberDoc>(`subscribers/${subscriberID(team.teamID, email)}`)
      .get()
  ).data();

describe('POST /subscribeForm from a website', () => {
  it("starts the double opt-in and sends a browser to the check-your-inbox page, crediting the form's source", async () => {
    const team = await owner('core');
    const sourceID = await newSource(team, 'Club website');
    const email = uniqueEmail('form');
    const res = await postForm({ email, newsletterID: team.listID, [SOURCE_QUERY]: sourceID }, { accept: BROWSER });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toBe(landing('sent', { newsletterID: team.listID, sourceID }));
    expect(location).not.toContain(email.split('@')[0]);
    // Nothing joins before the mailbox confirms.
    expect(await subscriber(team, email)).toBeUndefined();

    await confirm(email);
    expect((await subscriber(team, email))?.subscriptionMeta[team.listID]?.source).toBe(
      listSourceConsent('Club website'),
    );
    expect(await signUpsOf(team, sourceID)).toBe(1);
  });

  it('answers a script the same 303, for a form body or JSON, with no source or an empty one', async () => {
    const team = await owner('core');
    const first = uniqueEmail('form-script');
    const byForm = await postForm({ email: first, newsletterID: team.listID, [SOURCE_QUERY]: '' });
    expect(byForm.status).toBe(303);
    expect(byForm.headers.get('location')).toBe(landing('sent', { newsletterID: team.listID }));
    const second = uniqueEmail('form-json');
    const byJson = await call('subscribeForm', { email: second, newsletterID: team.listID }, { headers: newClient() });
    expect(byJson.status).toBe(303);
    await confirm(first);
    await confirm(second);
    expect((await subscriber(team, first))?.subscriptionMeta[team.listID]).toBeDefined();
    expect((await subscriber(team, second))?.subscriptionMeta[team.listID]).toBeDefined();
  });

  it('subscribes without a source when the form names one of another shape or one the list does not have', async () => {
    const team = await owner('core');
    for (const sourceID of ['not a source id', UNKNOWN.list]) {
      const email = uniqueEmail('form-odd-source');
      const res = await postForm({ email, newsletterID: team.listID, [SOURCE_QUERY]: sourceID }, { accept: BROWSER });
      expect(res.status, sourceID).toBe(303);
      expect(res.headers.get('location'), sourceID).toBe(
        landing('sent', { newsletterID: team.listID, ...(sourceID === UNKNOWN.list ? { sourceID } : {}) }),
      );
      await confirm(email);
      expect((await subscriber(team, email))?.subscriptionMeta[team.listID]?.source, sourceID).toBe(
        CONSENT_SOURCES.subscribePage,
      );
    }
  });

  it("writes the confirmation mail in the form's language, else the browser's, else the list's, ignoring one it does not speak", async () => {
    const team = await owner('core');
    ok(
      await call(
        'updateNewsletter',
        { id: team.listID, newsletterName: 'Chorprobe', defaultLanguage: 'it' },
        { as: team },
      ),
    );
    const subjectOf = async (fields: Record<string, string>, acceptLanguage?: string) => {
      const email = uniqueEmail('form');
      const client = { ...newClient(), ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) };
      expect(
        (await postForm({ email, newsletterID: team.listID, ...fields }, { accept: BROWSER, client })).status,
      ).toBe(303);
      return (await mailsTo(email, 1))[0].subject;
    };
    expect(await subjectOf({ language: 'de' }, 'fr')).toBe('Bestätigen Sie Ihr Abonnement von Chorprobe');
    expect(await subjectOf({}, 'fr-CH, en;q=0.5')).toBe('Confirmez votre abonnement à Chorprobe');
    expect(await subjectOf({ language: 'xx' })).toBe('Conferma la tua iscrizione a Chorprobe');
  });

  it('takes its landing page from the site itself, never from the request', async () => {
    const team = await owner();
    const res = await postForm(
      { email: uniqueEmail('form-redirect'), newsletterID: team.listID, redirect: 'https://elsewhere.example/' },
      { accept: BROWSER },
    );
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')!).origin).toBe(new URL(webOrigin()).origin);
  });
});

describe('POST /subscribeForm refused', () => {
  beforeEach(atStartOfHour);

  it('sends a browser to a page that says what went wrong, without the address, and a script a JSON 4xx', async () => {
    const team = await owner();
    const typed = 'not-an-address';
    const browser = await postForm({ email: typed, newsletterID: team.listID }, { accept: BROWSER });
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toBe(landing('invalid-email', { newsletterID: team.listID }));
    expect(browser.headers.get('location')).not.toContain(typed);

    const script = await postForm({ email: typed, newsletterID: team.listID });
    expect(script.status).toBe(400);
    expect(script.headers.get('content-type')).toMatch(/^application\/json/);
    expect(fieldPaths(script)).toEqual(['email']);
    expect(await subscriber(team, typed)).toBeUndefined();
  });

  it('takes a form in the encoding a form has by default, and JSON: another is 415, or the page saying it failed', async () => {
    const team = await owner();
    const fields = new FormData();
    fields.set('email', uniqueEmail('form-multipart'));
    fields.set('newsletterID', team.listID);
    // multipart/form-data, as a form with enctype="multipart/form-data" posts it.
    const encoded = new Response(fields);
    const contentType = encoded.headers.get('content-type')!;
    const rawBody = await encoded.text();
    const post = (accept: string) =>
      request('POST', '/subscribeForm', { rawBody, contentType, headers: { ...newClient(), accept } });
    const script = await post('application/json');
    expect(script.status).toBe(415);
    expect(errorOf(script).code).toBe('unsupported-media-type');
    const browser = await post(BROWSER);
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toBe(landing('failed', {}));
  });

  it('says a form that names no list, or an id of another shape, is not connected to one', async () => {
    const email = uniqueEmail('form-no-list');
    const none = await postForm({ email }, { accept: BROWSER });
    expect(none.headers.get('location')).toBe(landing('not-found', {}));
    const odd = await postForm({ email, newsletterID: 'x' }, { accept: BROWSER });
    expect(odd.headers.get('location')).toBe(landing('not-found', {}));
    expect((await postForm({ email })).status).toBe(400);
    expect(errorOf(await postForm({ email, newsletterID: 'x' })).code).toBe('not-found');
    expect(await mailsTo(email, 0, 0)).toEqual([]);
  });

  it('refuses a list that does not exist, or takes nobody, alike: 409 for a script, the page that says so for a browser', async () => {
    const team = await owner();
    ok(await call('updateNewsletter', { id: team.listID, blockSubscribes: true }, { as: team }));
    for (const newsletterID of [UNKNOWN.list, team.listID]) {
      const email = uniqueEmail('form-refused');
      const script = await postForm({ email, newsletterID });
      expect(script.status, newsletterID).toBe(409);
      expect(errorOf(script)).toEqual({ code: 'conflict', message: NOT_ACCEPTING_TEXT });
      const browser = await postForm({ email, newsletterID }, { accept: BROWSER });
      expect(browser.headers.get('location'), newsletterID).toBe(landing('not-accepting', { newsletterID }));
      expect(await mailsTo(email, 0, 0)).toEqual([]);
    }
  });

  it("keeps to the public calls' limit per client: the 31st post in a minute is refused", async () => {
    const team = await owner();
    ok(await call('updateNewsletter', { id: team.listID, blockSubscribes: true }, { as: team }));
    const client = newClient();
    const statuses = [];
    for (let i = 0; i < 30; i++) {
      statuses.push(
        (await postForm({ email: uniqueEmail('form-burst'), newsletterID: team.listID }, { client })).status,
      );
    }
    expect(statuses.every((status) => status === 409)).toBe(true);
    const script = await postForm({ email: uniqueEmail('form-burst'), newsletterID: team.listID }, { client });
    expect(script.status).toBe(429);
    expect(errorOf(script).code).toBe('rate-limited');
    const browser = await postForm(
      { email: uniqueEmail('form-burst'), newsletterID: team.listID },
      { client, accept: BROWSER },
    );
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toBe(landing('rate-limited', { newsletterID: team.listID }));
  });
});
