/**
 * Screenshots of the recipients' pages, as a sender's readers meet them, at
 * desktop (1280) and phone (390) widths in both colour schemes, into
 * /tmp/shots (or SHOTS_DIR), in the browser language SHOTS_LANG (`de`, `fr`, …;
 * English when unset). Run with the stack up:
 * `SHOTS_LANG=de npx tsx e2e/support/link-screenshots.ts`.
 */
import { isLanguage, type Language } from '@listkeep/common/src/i18n/languages';
import { PAGE_CATALOGS, type PageCatalog } from '@listkeep/common/src/i18n/pages';
import type { Browser, Page } from 'playwright-core';
import { api } from '../../functions/test/support/api';
import { launchBrowser, uniqueEmail, url } from './browser';
import { setPublicOrgName } from './recipient';
import { addSubscriber, manageLink, newSender } from './seed';
import { saveShot } from './shots';

const SIZES = [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'phone', width: 390, height: 844 },
];
const SCHEMES = ['dark', 'light'] as const;
const PACE_MS = 2500;
const LANG: Language = isLanguage(process.env.SHOTS_LANG) ? process.env.SHOTS_LANG : 'en';

interface Scene {
  name: string;
  /** Asked afresh for each shot, since some scenes leave the list. */
  path: () => Promise<string> | string;
  /** What to do on the page before the shot. */
  act?: (page: Page) => Promise<void>;
}

/** A parish with a public name and two lists, and a reader on both. */
async function parish(): Promise<{ sub: string; singleLink: () => Promise<string>; manage: string }> {
  const sender = await newSender(['Parish Notes', 'Choir News'], 'core');
  await setPublicOrgName(sender, 'St Anne’s Parish', 'Parish office');
  const [notes, choir] = sender.listIDs;
  await api('PUT', `/newsletters/${notes}`, {
    token: sender.idToken,
    body: { id: notes, description: 'News of the parish, every other Sunday.' },
  });
  const reader = await addSubscriber(sender, uniqueEmail('parishioner'), [notes, choir]);
  // A reader of one list only meets the one-list page.
  const single = async () => {
    const one = await newSender(['Quiet Street News']);
    const id = await addSubscriber(one, uniqueEmail('neighbour'), [one.listIDs[0]]);
    return manageLink(one, one.listIDs[0], id);
  };
  return {
    sub: `/link/sub?newsletterID=${notes}`,
    singleLink: single,
    manage: await manageLink(sender, notes, reader),
  };
}

async function scenes(words: PageCatalog): Promise<Scene[]> {
  const { sub, singleLink, manage } = await parish();
  const plain = await newSender(['Garden Club']);
  const click = (name: string) => async (page: Page) => {
    await page.getByRole('button', { name, exact: true }).click();
    await page.getByRole('alert').or(page.getByRole('status')).first().waitFor();
  };
  return [
    { name: '01-sub', path: () => sub },
    {
      name: '02-sub-sent',
      path: () => sub,
      act: async (page) => {
        await page.getByLabel(words.emailAddress).fill(uniqueEmail('shot'));
        await page.getByLabel(words.emailAddress).press('Enter');
        await page.locator('.link-done').waitFor();
      },
    },
    { name: '03-sub-plain-sender', path: () => `/link/sub?newsletterID=${plain.listIDs[0]}` },
    { name: '04-manage', path: () => `/link/manage/${manage}` },
    { name: '05-manage-updated', path: () => `/link/manage/${manage}`, act: click(words.savePreferences) },
    { name: '06-one-click', path: async () => `/link/unsub/${await singleLink()}` },
    { name: '07-one-click-updated', path: async () => `/link/unsub/${await singleLink()}`, act: click(words.unsubscribe) },
    {
      name: '08-welcome-back',
      path: async () => `/link/unsub/${await singleLink()}`,
      act: async (page) => {
        await page.getByRole('button', { name: words.unsubscribe, exact: true }).click();
        await page.getByRole('button', { name: words.managePreferences }).click();
        await page.getByRole('button', { name: words.resubscribe }).click();
        await page.getByRole('button', { name: words.unsubscribeAgain }).waitFor();
      },
    },
    { name: '09-not-valid', path: () => '/link/sub?newsletterID=nothing-here' },
  ];
}

async function run(browser: Browser, all: Scene[]): Promise<void> {
  for (const size of SIZES) {
    for (const colorScheme of SCHEMES) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: 1,
        colorScheme,
        locale: LANG,
      });
      const page = await context.newPage();
      for (const scene of all) {
        // The public calls take 30 a minute from one client: the shots stay under that.
        await new Promise((resolve) => setTimeout(resolve, PACE_MS));
        await page.goto(url(await scene.path()));
        await page.locator('.link-card h1').waitFor();
        await page.locator('.link-loading').waitFor({ state: 'detached' });
        await scene.act?.(page);
        console.log(await saveShot(page, `link-${LANG}-${size.name}-${colorScheme}-${scene.name}`, true));
      }
      await context.close();
    }
  }
}

async function main(): Promise<void> {
  const browser = await launchBrowser();
  try {
    await run(browser, await scenes((await PAGE_CATALOGS[LANG]()).default));
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
