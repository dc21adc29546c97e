/**
 * Screenshots of the list tabs and their dialogs at desktop (1280) and phone
 * (390) widths into /tmp/shots (or SHOTS_DIR). Needs the stack and
 * LISTKEEP_DB_PATH: `npx tsx e2e/support/list-screenshots.ts`.
 */
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { importList, newOwner, openTab, setTier } from './dashboard';
import { saveShot } from './shots';

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  console.log(await saveShot(page, name, fullPage));
}

const people = ['maria.gonzalez', 'tom.baker', 'priya.n', 'jo', 'sam.whitfield', 'lee.chen', 'olu.ade', 'kim.park'];

async function main(): Promise<void> {
  const browser = await launchBrowser();
  try {
    for (const size of [
      { name: 'desktop', width: 1280, height: 860 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      const owner = await newOwner(browser, `shots-${size.name}`, { width: size.width, height: size.height });
      const { page } = owner;
      const p = (n: string) => `lists-${size.name}-${n}`;
      await setTier(owner.teamID, 'scale');
      await openTab(page, 'lists');
      await page.getByRole('button', { name: 'New newsletter' }).click();
      await page.getByTestId('newsletter-create-dialog').getByLabel('Newsletter name').fill('Club Weekly');
      await shot(page, p('01-new-newsletter'));
      await page.getByRole('button', { name: 'Create newsletter' }).click();
      await page.getByTestId('tab-newsletter').waitFor();
      await page.getByLabel('Description').fill('News for members of the club, every Friday.');
      await page.getByLabel('Block new subscribes').check();
      await shot(page, p('02-settings'), true);

      await openTab(page, 'subscribers');
      const emails = Array.from({ length: 64 }, (_, i) => `${people[i % people.length]}${i > 7 ? i : ''}@example.org`);
      await importList(page, emails);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByTestId('import-text').fill('ann@example.org, not-an-email; maria.gonzalez@example.org broken@');
      await page.getByTestId('import-agree').check();
      await page.getByTestId('import-submit').click();
      await page.getByTestId('import-invalid').waitFor();
      await shot(page, p('03-import-error'));
      await page.getByTestId('import-dialog').getByRole('button', { name: 'Back' }).click();
      await page.getByTestId('import-dialog').getByRole('button', { name: 'Cancel' }).click();
      await openTab(page, 'lists');
      await openTab(page, 'subscribers');
      await page.getByTestId('subscriber-row').first().waitFor();
      await shot(page, p('04-subscribers'));
      await page.getByTestId('subscribers-table').scrollIntoViewIfNeeded();
      await page.getByRole('radio', { name: 'Unsubscribed', exact: true }).check();
      await page.getByRole('radio', { name: 'All', exact: true }).check();
      await page.getByTestId('subscribers-count').evaluate((el) => el.scrollIntoView());
      await shot(page, p('04b-subscribers-rows'));
      await page.getByRole('button', { name: 'Copy list' }).click();
      await page.getByTestId('copy-chunks').waitFor();
      await page.getByRole('button', { name: 'Copy 1–50' }).click();
      await shot(page, p('05-copy-chunks'));
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await shot(page, p('06-export'));
      await page.keyboard.press('Escape');
      await page.getByTestId('subscriber-row').first().getByRole('button', { name: /^Edit/ }).click();
      await shot(page, p('07-edit-subscriber'));
      await page.keyboard.press('Escape');

      await openTab(page, 'emails');
      for (const subject of ['March news', 'Spring fair: volunteers needed']) {
        await page.getByRole('button', { name: 'New Email' }).click();
        const form = page.getByTestId('email-form-dialog');
        await form.getByLabel('Subject').fill(subject);
        await form.getByLabel('Body').fill('Hello all,\n\nHere is what happened this month.');
        await form.getByLabel('Sent time').fill('09:30');
        if (subject === 'March news') await shot(page, p('08-new-email'));
        await form.getByRole('button', { name: 'Log email' }).click();
        await form.waitFor({ state: 'detached' });
      }
      await page.getByTestId('email-row').nth(1).waitFor();
      await shot(page, p('09-emails'));
      await page.getByRole('button', { name: 'March news' }).click();
      await shot(page, p('10-email-detail'));
      await page.keyboard.press('Escape');
      await openTab(page, 'lists');
      await shot(page, p('11-lists'));
      await page.getByRole('link', { name: 'Overview' }).click();
      await page.getByTestId('stat-total').waitFor();
      await shot(page, p('12-overview'), true);
      await owner.context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
