import { useEffect, useState } from 'react';
import { INBOX_INTERVAL_MS, INBOX_MAX_MESSAGES } from '@listkeep/common/src/web/landing-demo';
import type { InboxLine } from '../utils/inbox-lines';

export interface InboxMessage extends InboxLine {
  /** The message's place in the endless feed, unique for as long as the page lives. */
  id: number;
}

/** Messages the inbox shows before the first tick, and all it shows to a visitor who asks for less motion. */
export const STILL_MESSAGES = 5;

/** The n-th message of the feed: the lines in turn, round and round. */
export function nthMessage(lines: readonly InboxLine[], n: number): InboxMessage {
  return { ...lines[n % lines.length], id: n };
}

/** The first `count` messages of the feed, newest first. */
export function stillInbox(lines: readonly InboxLine[], count: number): InboxMessage[] {
  return Array.from({ length: count }, (_, i) => nthMessage(lines, count - 1 - i));
}

/** The inbox once `message` arrives: on top, the oldest going when more than `max` are kept. */
export function receive(inbox: readonly InboxMessage[], message: InboxMessage, max: number): InboxMessage[] {
  return [message, ...inbox].slice(0, max);
}

/** Delivers the feed's messages from the `from`-th on, one per interval, until the returned stop is called. */
export function tickInbox(
  lines: readonly InboxLine[],
  from: number,
  deliver: (message: InboxMessage) => void,
  intervalMs = INBOX_INTERVAL_MS,
): () => void {
  let next = from;
  const timer = setInterval(() => deliver(nthMessage(lines, next++)), intervalMs);
  return () => clearInterval(timer);
}

/**
 * The mock inbox's messages, newest first: a new one every 750 ms, at most 20
 * kept (docs/product.md §9). Still when `animate` is false.
 */
export function useInboxTicker(lines: readonly InboxLine[], animate: boolean): InboxMessage[] {
  const [inbox, setInbox] = useState(() => stillInbox(lines, STILL_MESSAGES));
  useEffect(() => {
    if (!animate) return;
    return tickInbox(lines, STILL_MESSAGES, (message) =>
      setInbox((current) => receive(current, message, INBOX_MAX_MESSAGES)),
    );
  }, [lines, animate]);
  return inbox;
}
