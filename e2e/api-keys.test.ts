/**
 * Journey: an owner makes an API key in the Team tab, copies it, and a tool
 * of theirs lists the team's lists with it through the whole stack; once the
 * key is revoked on the page, the same call is refused (docs/product.md §4 API keys).
 */
import { API_KEY_MESSAGES, API_KEY_PATTERN } from '@listkeep/common';
import { describe, expect } from 'vitest';
import { url } from './support/browser';
import { openTab } from './support/dashboard';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'keys', tier: 'group' });

/** What the owner's own tool does with the key: GET /api/v1/lists, as any HTTP client sends it. */
const listsWith = (key: string) => fetch(url('/api/v1/lists'), { headers: { authorization: `Bearer ${key}` } });

describe('API keys', () => {
  test('an owner creates a key, a tool calls the API with it, and revoking it stops it at once', async ({
    owner: { page },
  }) => {
    await openTab(page, 'team');
    const card = page.getByTestId('api-keys');
    await expectLocator(card.getByText('No API keys yet.')).toHaveCount(1);
    await card.getByTestId('api-key-create').click();
    const dialog = page.getByTestId('create-api-key-dialog');
    await dialog.getByTestId('api-key-name').fill('Website sign-up');
    await dialog.getByRole('radio', { name: 'Read only' }).check();
    await dialog.getByTestId('api-key-submit').click();
    await dialog.getByText(API_KEY_MESSAGES.shownOnce).waitFor();
    await saveShot(page, 'api-keys-new-key-dark-1280');
    await dialog.getByTestId('new-api-key-copy').click();
    await expectLocator(dialog.getByTestId('new-api-key-copy')).toHaveText('Copied!');
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toMatch(API_KEY_PATTERN);
    await expectLocator(dialog.getByTestId('new-api-key-value')).toHaveValue(key);
    await dialog.getByTestId('new-api-key-done').click();

    const row = card.getByTestId('api-key-row');
    await expectLocator(row).toHaveCount(1);
    await expectLocator(row).toContainText('Website sign-up');
    await expectLocator(row).toContainText('Read only');
    await expectLocator(row).toContainText('never used');
    // The list shows the key's start only: its secret part is nowhere on the page.
    expect(await page.content()).not.toContain(key.slice(-20));

    const answer = await listsWith(key);
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: { newsletterName: string }[] };
    expect(data.map((list) => list.newsletterName)).toEqual(["keys owner's Newsletter"]);

    await page.reload();
    await expectLocator(card.getByTestId('api-key-row')).toContainText('last used');
    await saveShot(page, 'api-keys-card-dark-1280', true);

    await row.getByRole('button', { name: 'Revoke Website sign-up' }).click();
    const confirm = page.getByTestId('revoke-api-key-dialog');
    await confirm.getByText('stops working at once').waitFor();
    await saveShot(page, 'api-keys-revoke-dark-1280');
    await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expectLocator(row).toHaveCount(0);
    await expectLocator(card.getByText('No API keys yet.')).toHaveCount(1);

    const refused = await listsWith(key);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: { code: 'invalid-api-key', message: API_KEY_MESSAGES.invalid } });
  });

  test('the card reads in both themes at desktop and phone width', async ({ owner: { page } }) => {
    await openTab(page, 'team');
    const card = page.getByTestId('api-keys');
    for (const [name, scope] of [
      ['Newsletter sign-up on our website', 'Read and write'],
      ['Reports', 'Read only'],
    ]) {
      await card.getByTestId('api-key-create').click();
      const dialog = page.getByTestId('create-api-key-dialog');
      await dialog.getByTestId('api-key-name').fill(name);
      await dialog.getByRole('radio', { name: scope }).check();
      await dialog.getByTestId('api-key-submit').click();
      await dialog.getByTestId('new-api-key-done').click();
    }
    for (const theme of ['dark', 'light'] as const) {
      for (const { width, height } of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize({ width, height });
        await page.evaluate((chosen) => localStorage.setItem('settings', JSON.stringify({ theme: chosen })), theme);
        await page.reload();
        await expectLocator(page.locator('html'), 5000).toHaveAttribute('data-theme', theme);
        await expectLocator(card.getByTestId('api-key-row')).toHaveCount(2);
        await expectLocator(card.getByTestId('api-key-row').first()).toContainText('Reports');
        await saveShot(card, `api-keys-card-${theme}-${width}`);
        await saveShot(page, `api-keys-page-${theme}-${width}`, true);
      }
    }
  });
});
