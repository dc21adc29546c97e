import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INBOX_INTERVAL_MS, INBOX_MAX_MESSAGES } from '@listkeep/common/src/web/landing-demo';
import { nthMessage, receive, stillInbox, tickInbox, type InboxMessage } from './use-inbox-ticker';

const lines = [
  { sender: 'Club', subject: 'Fixtures' },
  { sender: 'Church', subject: 'Bulletin' },
  { sender: 'Shop', subject: 'Offer' },
];

describe('the mock inbox feed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes round the lines, each message with its own id', () => {
    expect(nthMessage(lines, 4)).toEqual({ sender: 'Church', subject: 'Bulletin', id: 4 });
  });

  it('starts with the first messages, newest on top', () => {
    expect(stillInbox(lines, 3).map((m) => m.subject)).toEqual(['Offer', 'Bulletin', 'Fixtures']);
  });

  it('delivers one message per interval, in order, until stopped', () => {
    const delivered: InboxMessage[] = [];
    const stop = tickInbox(lines, 2, (m) => delivered.push(m));
    vi.advanceTimersByTime(INBOX_INTERVAL_MS * 3);
    expect(delivered.map((m) => m.id)).toEqual([2, 3, 4]);
    stop();
    vi.advanceTimersByTime(INBOX_INTERVAL_MS * 3);
    expect(delivered).toHaveLength(3);
  });

  it('keeps at most the newest 20, the oldest going first', () => {
    let inbox = stillInbox(lines, 5);
    const stop = tickInbox(lines, 5, (m) => (inbox = receive(inbox, m, INBOX_MAX_MESSAGES)));
    vi.advanceTimersByTime(INBOX_INTERVAL_MS * 30);
    stop();
    expect(inbox).toHaveLength(INBOX_MAX_MESSAGES);
    expect(inbox[0].id).toBe(34);
    expect(inbox.at(-1)?.id).toBe(15);
  });
});
