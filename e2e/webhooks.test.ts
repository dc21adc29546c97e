/**
 * Journey: an owner on Group adds a webhook endpoint in the Team tab, a tool
 * of theirs on this machine (a plain HTTP server) receives the events of the
 * team's subscribers and checks each signature with the secret shown once;
 * the first delivery fails, the log says so, and "Send again" delivers it
 * once the tool answers; then the owner deletes the endpoint
 * (docs/product.md §4 Webhooks).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER } from '@listkeep/common';
import { afterAll, describe, expect } from 'vitest';
import { openTab } from './support/dashboard';
import { expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';
import { addSubscriber } from './support/seed';
import { saveShot } from './support/shots';

const test = journey.override('team', { owner: 'hooks', tier: 'group' });

interface Received {
  type: string;
  email?: string;
  signed: boolean;
}

/** The owner's tool: answers 500 until told to answer, and checks each request's signature as its docs say. */
const tool = {
  secret: '',
  answering: false,
  received: [] as Received[],
  server: null as Server | null,
  url: '',
};

function signedBy(secret: string, header: string | undefined, body: string): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=') as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function startTool(): Promise<void> {
  tool.server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const event = JSON.parse(body) as { type: string; data: { email?: string } };
      const header = req.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()];
      tool.received.push({
        type: event.type,
        email: event.data.email,
        signed: signedBy(tool.secret, Array.isArray(header) ? header[0] : header, body),
      });
      res.writeHead(tool.answering ? 200 : 500, { 'content-type': 'text/plain' });
      res.end(tool.answering ? 'thanks' : 'not today');
    });
  });
  await new Promise<void>((listening) => tool.server!.listen(0, '127.0.0.1', listening));
  tool.url = `http://127.0.0.1:${(tool.server.address() as AddressInfo).port}/listkeep`;
}

afterAll(() => new Promise<void>((closed) => (tool.server ? tool.server.close(() => closed()) : closed())));

describe('webhooks', () => {
  test('an owner adds an endpoint; a failed delivery is logged and sent again by hand, every request signed', async ({
    owner,
  }) => {
    await startTool();
    const { page } = owner;
    await openTab(page, 'team');
    const card = page.getByTestId('webhooks');
    await expectLocator(card.getByText('No webhook endpoints yet.')).toHaveCount(1);
    await card.getByTestId('webhook-create').click();
    const dialog = page.getByTestId('create-webhook-dialog');
    await dialog.getByTestId('webhook-url').fill(tool.url);
    await dialog.getByTestId('webhook-submit').click();
    const secret = dialog.getByTestId('new-webhook-secret-value');
    await secret.waitFor();
    await saveShot(page, 'webhooks-new-secret-dark-1280');
    tool.secret = await secret.inputValue();
    expect(tool.secret.length).toBeGreaterThanOrEqual(32);
    await dialog.getByTestId('new-webhook-secret-done').click();
    await expectLocator(card.getByTestId('webhook-row')).toContainText(tool.url);

    // Someone joins the list; the tool is down.
    await addSubscriber(owner, 'hook-reader@example.org', [owner.listID]);
    await expectLocator(card.getByTestId('webhook-row')).toHaveCount(1);
    await card.getByTestId('webhook-deliveries-toggle').click();
    const created = card.getByTestId('webhook-delivery-row').filter({ hasText: 'subscriber.created' });
    await expectLocator(created).toHaveCount(1);
    await expectLocator(created).toContainText('HTTP 500');
    await expectLocator(created).toContainText('Will retry');
    await saveShot(page, 'webhooks-log-retrying-dark-1280', true);

    // The tool is back: the owner sends the event again, a delivery of its own at the top of the log.
    tool.answering = true;
    await created.getByTestId('webhook-delivery-resend').click();
    await expectLocator(created).toHaveCount(2);
    await expectLocator(created.first()).toContainText('Delivered');
    await expectLocator(created.first()).toContainText('HTTP 200');
    const heard = tool.received.filter((r) => r.type === 'subscriber.created');
    expect(heard.length).toBeGreaterThanOrEqual(2);
    expect(heard.every((r) => r.email === 'hook-reader@example.org')).toBe(true);
    expect(tool.received.every((r) => r.signed)).toBe(true);
    await saveShot(page, 'webhooks-log-delivered-dark-1280', true);

    // Deleted, and gone for good.
    await card.getByRole('button', { name: `Delete ${tool.url}` }).click();
    await page.getByTestId('delete-webhook-dialog').getByRole('button', { name: 'Delete' }).click();
    await expectLocator(card.getByText('No webhook endpoints yet.')).toHaveCount(1);
    await page.reload();
    await expectLocator(page.getByTestId('webhooks').getByText('No webhook endpoints yet.')).toHaveCount(1);
  });
});
