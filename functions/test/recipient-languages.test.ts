/**
 * Recipients' mails in the reader's language (docs/product.md §4,
 * "Languages"): the page's language sent with the request, else the
 * request's Accept-Language, else the list's default language.
 */
import type { CallInput, Language } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { call, fieldPaths, ok } from './support/client';
import { owner, type Owner } from './support/fixtures';
import { uniqueEmail } from './support/identities';
import { confirmTokenIn, mailsTo } from './support/mail';
import { newClient } from './support/public-client';
import { newList, newSubscriber } from './support/team-content';

const publicly = (acceptLanguage?: string) => ({
  headers: { ...newClient(), ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
});
const submit = (input: CallInput<'emailActionSubmit'>, acceptLanguage?: string) =>
  call('emailActionSubmit', input, publicly(acceptLanguage));

const setDefault = (team: Owner, id: string, defaultLanguage: Language) =>
  call('updateNewsletter', { id, defaultLanguage }, { as: team });

/** The confirmation mail of a sign-up of a new address. */
async function confirmationOf(listID: string, language?: Language, acceptLanguage?: string) {
  const reader = uniqueEmail('reader');
  const answer = await submit({ type: 'subscribe', email: reader, newsletterID: listID, language }, acceptLanguage);
  expect(answer.status).toBe(200);
  const [mail] = await mailsTo(reader, 1);
  return { reader, mail };
}

describe('the confirmation mail', () => {
  it("is in the subscribe page's language, and so is the welcome after it", async () => {
    const team = await owner('core');
    const listID = await newList(team, { newsletterName: 'Chorprobe', sendWelcomeEmail: true });
    const { reader, mail } = await confirmationOf(listID, 'de', 'fr');
    expect(mail.subject).toBe('Bestätigen Sie Ihr Abonnement von Chorprobe');
    expect(mail.text).toContain('Der Link gilt 7 Tage.');
    expect(mail.html).toContain('<html lang="de">');
    const token = confirmTokenIn(mail);
    const page = ok(await call('linkOpen', { type: 'confirmSubscribe', linkID: token }, publicly()));
    expect(page.returnData.language).toBe('de');
    // Confirmed from a browser that asks for French: the welcome follows the language the sign-up was made in.
    ok(await call('linkAction', { type: 'confirmSubscribe', token }, publicly('fr')));
    const welcome = (await mailsTo(reader, 2)).find((m) => m.subject.startsWith('Willkommen'))!;
    expect(welcome.subject).toBe('Willkommen bei Chorprobe');
    expect(welcome.text).toMatch(/^Sie haben jetzt Chorprobe abonniert\.\n\n--\nZum Abbestellen öffnen Sie /);
  });

  it("follows the request's Accept-Language when the page sends none", async () => {
    const team = await owner('core');
    const listID = await newList(team, { newsletterName: 'Jardin' });
    const { mail } = await confirmationOf(listID, undefined, 'ja, fr-CH;q=0.9, en;q=0.5');
    expect(mail.subject).toBe('Confirmez votre abonnement à Jardin');
    expect(mail.html).toContain('<html lang="fr">');
  });

  it("takes the list's default language when nothing better is known", async () => {
    const team = await owner('core');
    const listID = await newList(team, { newsletterName: 'Giardino' });
    ok(await setDefault(team, listID, 'it'));
    for (const acceptLanguage of [undefined, 'ja, zh;q=0.8']) {
      const { mail } = await confirmationOf(listID, undefined, acceptLanguage);
      expect(mail.subject).toBe('Conferma la tua iscrizione a Giardino');
    }
    const page = ok(await call('linkOpen', { type: 'subscribe', newsletterID: listID }, publicly()));
    expect(page.returnData.language).toBe('it');
  });

  it('refuses a language it does not speak with 400 and sends nothing', async () => {
    const team = await owner('core');
    const reader = uniqueEmail('reader');
    const input = { type: 'subscribe', email: reader, newsletterID: team.listID, language: 'xx' };
    const answer = await submit(input as unknown as CallInput<'emailActionSubmit'>);
    expect(answer.status).toBe(400);
    expect(fieldPaths(answer)).toEqual(['language']);
    expect(await mailsTo(reader, 1, 300)).toEqual([]);
  });
});

describe("a list's default language", () => {
  it('is English until the sender sets one of the supported languages; another is refused and changes nothing', async () => {
    const team = await owner('core');
    const listID = await newList(team, { newsletterName: 'Tuin' });
    const open = async () =>
      ok(await call('linkOpen', { type: 'subscribe', newsletterID: listID }, publicly())).returnData.language;
    expect(await open()).toBe('en');
    const refused = await setDefault(team, listID, 'xx' as Language);
    expect(refused.status).toBe(400);
    expect(fieldPaths(refused)).toEqual(['defaultLanguage']);
    expect(await open()).toBe('en');
    ok(await setDefault(team, listID, 'nl'));
    expect(await open()).toBe('nl');
  });
});

describe('the unsubscribe confirmation mail', () => {
  it("is in the unsubscribe page's language, else the list's", async () => {
    const team = await owner('core');
    const listID = await newList(team, { newsletterName: 'Huerto' });
    const reader = uniqueEmail('reader');
    await newSubscriber(team, reader, [listID]);
    expect((await submit({ type: 'unsubscribe', email: reader, newsletterID: listID, language: 'es' })).status).toBe(
      200,
    );
    const [spanish] = await mailsTo(reader, 1);
    expect(spanish.subject).toBe('Confirma tu baja de Huerto');
    ok(await setDefault(team, listID, 'pt'));
    expect((await submit({ type: 'unsubscribe', email: reader, newsletterID: listID })).status).toBe(200);
    const portuguese = (await mailsTo(reader, 2)).find((mail) => mail !== spanish && mail.id !== spanish.id)!;
    expect(portuguese.subject).toBe('Confirme o cancelamento de Huerto');
  });
});
