import { describe, expect, it } from 'vitest';
import { RECEIPT_FORMAT, type ConsentReceipt } from './consent-chain';
import { CONSENT_FILE_MESSAGES, readConsentFile } from './consent-files';
import { RECEIPT_DATA_ID, receiptPage } from './receipt-page';

const HOSTILE = '</script><script>alert(1)</script> "Evil" <x@y>';

const receipt: ConsentReceipt = {
  format: RECEIPT_FORMAT,
  version: 1,
  teamID: 'team1',
  sender: HOSTILE,
  address: 'ann@example.org',
  emailHash: 'a'.repeat(64),
  issuedAt: '2026-03-02T09:00:00.000Z',
  head: { seq: 2, hash: 'b'.repeat(64) },
  records: [
    {
      seq: 2,
      prev: 'c'.repeat(64),
      hash: 'd'.repeat(64),
      newsletterID: 'list1',
      emailHash: 'a'.repeat(64),
      action: 'opt-out',
      source: 'manage page',
      at: Date.parse('2026-03-01T18:30:05Z'),
      time: '2026-03-01T18:30:05.000Z',
      list: HOSTILE,
      how: 'Through their unsubscribe or preferences link',
      kind: 'recipient',
    },
  ],
  unchained: [
    {
      newsletterID: 'list1',
      emailHash: 'a'.repeat(64),
      action: 'opt-in',
      source: 'dashboard',
      at: Date.parse('2025-12-24T23:15:00Z'),
      time: '2025-12-24T23:15:00.000Z',
      list: null,
      how: 'By the team in the dashboard',
    },
  ],
};

describe('receiptPage', () => {
  const page = receiptPage(receipt, 'Europe/Berlin');

  it('lists each opt-in and opt-out, oldest first, with date, time and its time zone, list and how', () => {
    const rows = page.match(/<tr><td.*<\/tr>/g)!;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('25 December 2025');
    expect(rows[0]).toContain('00:15:00 CET');
    expect(rows[0]).toContain('a list since deleted');
    expect(rows[0]).toContain('Joined (opt-in)');
    expect(rows[1]).toContain('1 March 2026');
    expect(rows[1]).toContain('19:30:05 CET');
    expect(rows[1]).toContain('Left (opt-out)');
    expect(rows[1]).toContain('Through their unsubscribe or preferences link');
    expect(page).toContain('times are in Europe/Berlin');
  });

  it('labels whose action each was; a record from a receipt made before that shows it by its source', () => {
    const rows = page.match(/<tr><td.*<\/tr>/g)!;
    expect(rows[0]).toContain('<span class="kind kind-team">Team</span> By the team in the dashboard');
    expect(rows[1]).toContain('<span class="kind kind-recipient">Recipient</span> Through their unsubscribe');
  });

  it('escapes every value and runs nothing: its one script element is the data block', () => {
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).toContain(`<script type="application/json" id="${RECEIPT_DATA_ID}">`);
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Evil&quot; &lt;x@y&gt;');
    expect(page).not.toMatch(/\s(src|href)=/);
  });

  it('is read back as the same receipt, as the checks read it', () => {
    expect(readConsentFile(page)).toEqual({ kind: 'receipt', receipt });
    expect(readConsentFile('<!doctype html><p>Nothing here</p>')).toEqual({
      kind: 'unreadable',
      message: CONSENT_FILE_MESSAGES.unknown,
    });
  });
});
