/**
 * The recipients' pages and mails in the reader's language (docs/product.md
 * §4, "Languages"): a browser that asks for German or French meets the pages
 * in it, can switch them to another language, and gets the confirmation mail
 * in the language of the page it subscribed on.
 */
import { LANGUAGE_NAMES, type Language } from '@listkeep/common';
import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { confirmTokenIn, mailsTo } from '../functions/test/support/mail';
import { uniqueEmail, url } from './support/browser';
import { expectLocator } from './support/expect-locator';
import { journey as test } from './support/fixtures';
import { newSender } from './support/seed';

async function readerIn(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 860 } });
  return context.newPage();
}

const languageSwitch = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function subscribe(page: Page, emailLabel: string, address: string) {
  await page.getByLabel(emailLabel).fill(address);
  await page.getByLabel(emailLabel).press('Enter');
}

async function onlyMailTo(address: string) {
  const [mail] = await mailsTo(address, 1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

describe('recipient pages and mails in the reader’s language', () => {
  test('a German browser: the pages in German, the switch to French and back, the mail in German', async ({
    browser,
  }) => {
    const sender = await newSender(['Chorprobe'], 'core');
    const page = await readerIn(browser, 'de-DE');
    await page.goto(url(`/link/sub?newsletterID=${sender.listIDs[0]}`));
    await page.getByRole('heading', { name: 'Abonnieren' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expectLocator(page.getByRole('contentinfo')).toContainText('Abonnements verwaltet von Listkeep');

    await languageSwitch(page, 'Sprache').selectOption('fr' satisfies Language);
    await page.getByRole('heading', { name: 'S’abonner' }).waitFor();
    expect(new URL(page.url()).searchParams.get('lang')).toBe('fr');
    await languageSwitch(page, 'Langue').selectOption({ label: LANGUAGE_NAMES.de });
    await page.getByRole('heading', { name: 'Abonnieren' }).waitFor();

    const reader = uniqueEmail('leser');
    await subscribe(page, 'E-Mail-Adresse', reader);
    await page.getByText('Danke! Sehen Sie in Ihr Postfach').waitFor();
    const mail = await onlyMailTo(reader);
    expect(mail.subject).toBe('Bestätigen Sie Ihr Abonnement von Chorprobe');
    expect(mail.text).toContain('Der Link gilt 7 Tage.');

    await page.goto(url(`/link/confirm/${confirmTokenIn(mail)}`));
    await page.getByRole('heading', { name: 'Abonnement bestätigen' }).waitFor();
    await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
    await page.getByText('Sie haben Chorprobe abonniert.').waitFor();
    await page.context().close();
  });

  test('a French browser: the pages in French and the mail in French; a language picked on the page wins', async ({
    browser,
  }) => {
    const sender = await newSender(['Jardin partagé'], 'core');
    const page = await readerIn(browser, 'fr-FR');
    await page.goto(url(`/link/sub?newsletterID=${sender.listIDs[0]}`));
    await page.getByRole('heading', { name: 'S’abonner' }).waitFor();
    const reader = uniqueEmail('lecteur');
    await subscribe(page, 'Adresse e-mail', reader);
    await page.getByText('Merci ! Consultez votre boîte de réception').waitFor();
    const mail = await onlyMailTo(reader);
    expect(mail.subject).toBe('Confirmez votre abonnement à Jardin partagé');
    expect(mail.html).toContain('<html lang="fr">');

    // The same French browser switches the page to Dutch: the mail follows the page.
    await page.goto(url(`/link/unsub?newsletterID=${sender.listIDs[0]}`));
    await languageSwitch(page, 'Langue').selectOption('nl' satisfies Language);
    await page.getByRole('heading', { name: 'Afmelden' }).waitFor();
    const other = uniqueEmail('lezer');
    await page.goto(url(`/link/sub?newsletterID=${sender.listIDs[0]}&lang=nl`));
    await subscribe(page, 'E-mailadres', other);
    await page.getByText('Bedankt! Kijk in je inbox').waitFor();
    expect((await onlyMailTo(other)).subject).toBe('Bevestig je abonnement op Jardin partagé');
    await page.context().close();
  });
});
