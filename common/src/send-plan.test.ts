import { describe, expect, it } from 'vitest';
import {
  MAILTO_MAX,
  composeLinks,
  effectiveBatchSize,
  mailtoUrl,
  overDailyCap,
  planDays,
  todaySummary,
} from './send-plan';
import { SEND_PROVIDERS, sendLimits } from './send-providers';

const gmail = sendLimits({ provider: 'gmail' });

describe('planDays', () => {
  it('spreads 1,200 addresses in batches of 50 over three Gmail days', () => {
    const days = planDays(Array(24).fill(50), 0, gmail.perDay);
    expect(days.filter((d) => d === 0)).toHaveLength(10);
    expect(days.filter((d) => d === 1)).toHaveLength(10);
    expect(days.filter((d) => d === 2)).toHaveLength(4);
  });

  it('counts what the sender already sent today', () => {
    expect(planDays([50, 50, 50], 450, 500)).toEqual([0, 1, 1]);
    expect(planDays([50], 500, 500)).toEqual([1]);
  });

  it('gives a batch larger than a whole day a day of its own', () => {
    expect(planDays([80, 80, 10], 0, 50)).toEqual([0, 1, 2]);
  });
});

describe('todaySummary', () => {
  it('says how much of the day is used and what waits for tomorrow', () => {
    expect(todaySummary(300, gmail, [0, 0, 0, 0, 1, 1])).toBe(
      'Today: 300 of 500 with Gmail. 4 batches fit today. The next 2 batches are for tomorrow.',
    );
    expect(todaySummary(500, gmail, [1, 1, 2])).toBe(
      'Today: 500 of 500 with Gmail. The next 2 batches are for tomorrow, 1 more batch after that.',
    );
    expect(todaySummary(0, gmail, [0])).toBe('Today: 0 of 500 with Gmail. The last batch fits today.');
    expect(todaySummary(450, gmail, [0, 1])).toBe(
      'Today: 450 of 500 with Gmail. 1 batch fits today. The next batch is for tomorrow.',
    );
    expect(todaySummary(1200, gmail, [])).toBe('Today: 1,200 of 500 with Gmail.');
  });

  it('warns past the cap', () => {
    expect(overDailyCap(450, 50, 500)).toBe(false);
    expect(overDailyCap(451, 50, 500)).toBe(true);
  });
});

describe('batch sizes and limits', () => {
  it('keeps a batch within the mailbox’s cap on one message', () => {
    expect(effectiveBatchSize(200, sendLimits({ provider: 'yahoo' }))).toBe(SEND_PROVIDERS.yahoo.perMessage);
    expect(effectiveBatchSize(50, gmail)).toBe(50);
    expect(effectiveBatchSize(500, sendLimits({ provider: 'other', perMessage: 30, perDay: 100 }))).toBe(30);
  });
});

describe('compose addresses', () => {
  const message = { bcc: ['ann@example.org', 'bo+news@example.org'], subject: 'Hi & bye', body: 'Line 1\nLine 2' };

  it('writes a mailto: with the batch in bcc, the subject and the body, encoded', () => {
    const url = mailtoUrl(message);
    expect(url).toBe(
      'mailto:?bcc=ann%40example.org,bo%2Bnews%40example.org&subject=Hi%20%26%20bye&body=Line%201%0D%0ALine%202',
    );
    const parsed = new URL(url);
    expect(parsed.searchParams.get('bcc')).toBe('ann@example.org,bo+news@example.org');
    expect(parsed.searchParams.get('subject')).toBe('Hi & bye');
  });

  it('offers the web mail of the mailbox, and turns a too long address off with the reason', () => {
    expect(composeLinks(message, 'gmail').map((l) => l.label)).toEqual(['Open in mail app', 'Open in Gmail']);
    expect(composeLinks(message, null).map((l) => l.label)).toEqual(['Open in mail app']);
    const gmailUrl = new URL(composeLinks(message, 'gmail')[1].url);
    expect(gmailUrl.searchParams.get('bcc')).toBe('ann@example.org,bo+news@example.org');
    expect(gmailUrl.searchParams.get('su')).toBe('Hi & bye');
    expect(composeLinks(message, 'outlook')[1].url).toMatch(
      /^https:\/\/outlook\.live\.com\/mail\/0\/deeplink\/compose\?/,
    );

    const many = { ...message, bcc: Array.from({ length: 100 }, (_, i) => `reader${i}@example.org`) };
    const [mailto] = composeLinks(many, null);
    expect(mailto.url.length).toBeGreaterThan(MAILTO_MAX);
    expect(mailto.tooLong).toMatch(/more than the 2,000 that work everywhere/);
    expect(composeLinks(message, null)[0].tooLong).toBeNull();
  });
});
