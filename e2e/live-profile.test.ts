/**
 * The live profile watch (docs/product.md §4): a change the server makes to
 * a profile shows in an open page without a reload. The browser is left as
 * one that closed a page within its websocket's first 30 s, which the
 * database client counts as a failed websocket; the watch must still use the
 * websocket the Realtime Database serves, and never fall back to long-polling.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { post } from '../functions/test/support/api';
import { url } from './support/browser';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';

const test = journey.override('team', { owner: 'live' });

/** Long-polling requests and websockets to the database, as the page makes them. */
function watchDatabaseTraffic(page: Page) {
  const polls: string[] = [];
  const sockets: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/.lp') polls.push(request.url());
  });
  page.on('websocket', (socket) => sockets.push(socket.url()));
  return { polls, sockets };
}

describe('live profile watch', () => {
  test('shows a name changed on the server in an open page, over a websocket', async ({ owner }) => {
    const page = await owner.context.newPage();
    await page.addInitScript(() => localStorage.setItem('firebase:previous_websocket_failure', 'true'));
    const traffic = watchDatabaseTraffic(page);
    await page.goto(url('/account'));
    const heading = page.getByTestId('account-heading');
    await expectLocator(heading).toHaveText('live owner');
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    const changed = await post('/setProfile', { name: 'Live Renamed' }, owner.idToken);
    expect(changed.status).toBe(200);

    await expectLocator(heading).toHaveText('Live Renamed');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(traffic.polls).toEqual([]);
    expect(traffic.sockets.some((socket) => new URL(socket).port === '9000')).toBe(true);
    await page.close();
  });
});
