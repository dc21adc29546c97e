/**
 * A send in batches (docs/product.md §4, Sending in batches): which day each
 * batch that is left is for, what the Send view says about today, and the
 * compose addresses that open a batch in a mail program. Pure, so the view
 * and the tests share it.
 */
import { countText, formatCount } from './count-text';
import type { SendLimits, WebCompose } from './send-providers';

/** Batch sizes a sender picks from; a batch is never larger than the mailbox's per-message cap either. */
export const SEND_BATCH_SIZES = [25, 50, 100, 200, 500] as const;
export const DEFAULT_SEND_BATCH_SIZE = 50;

/** The size a send's batches get: the chosen size, within the mailbox's cap on one message. */
export const effectiveBatchSize = (chosen: number, limits: Pick<SendLimits, 'perMessage'>) =>
  Math.max(1, Math.min(chosen, limits.perMessage));

/**
 * The day of each batch that is left, 0 for today: batches go in order and a
 * day takes batches while its recipients stay within the daily cap, today's
 * starting from what the sender already marked sent today. A batch larger
 * than a whole day's cap gets a day of its own.
 */
export function planDays(sizes: readonly number[], sentToday: number, perDay: number): number[] {
  let day = 0;
  let used = sentToday;
  return sizes.map((size) => {
    if (used > 0 && used + size > perDay) {
      day += 1;
      used = 0;
    }
    used += size;
    return day;
  });
}

/** "today", "tomorrow", or the weekday and date of a later day, in the reader's language settings. */
export function dayLabel(day: number, today: Date, locale?: string): string {
  if (day === 0) return 'today';
  if (day === 1) return 'tomorrow';
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + day);
  return date.toLocaleDateString(locale, { weekday: 'short', day: 'numeric', month: 'short' });
}

/**
 * The Send view's line about today: "Today: 300 of 500 with Gmail. The next
 * 2 batches are for tomorrow."
 */
export function todaySummary(sentToday: number, limits: Pick<SendLimits, 'label' | 'perDay'>, days: number[]): string {
  const head = `Today: ${formatCount(sentToday)} of ${formatCount(limits.perDay)} with ${limits.label}.`;
  if (days.length === 0) return head;
  const later = days.filter((day) => day > 0).length;
  const today = days.length - later;
  if (later === 0) return `${head} ${today === 1 ? 'The last batch fits' : `All ${today} batches left fit`} today.`;
  // "1 batch fits today", "4 batches fit today".
  const nextLater = days.filter((day) => day === 1).length;
  const after = later - nextLater;
  const tomorrow =
    nextLater === 0
      ? ''
      : ` ${nextLater === 1 ? 'The next batch is' : `The next ${nextLater} batches are`} for tomorrow` +
        (after > 0 ? `, ${countText(after, 'more batch', 'more batches')} after that.` : '.');
  const todayPart = today > 0 ? ` ${countText(today, 'batch', 'batches')} ${today === 1 ? 'fits' : 'fit'} today.` : '';
  return `${head}${todayPart}${tomorrow}`;
}

/** Whether sending this many more today would take the sender past the mailbox's daily cap. */
export const overDailyCap = (sentToday: number, size: number, perDay: number) => sentToday + size > perDay;

export function overCapWarning(sentToday: number, size: number, limits: Pick<SendLimits, 'label' | 'perDay'>) {
  return (
    `Sending this batch today takes you to ${formatCount(sentToday + size)} of ${formatCount(limits.perDay)} ` +
    `recipients with ${limits.label}, past its daily limit: it may refuse to send or block the mailbox for a day.`
  );
}

/** Longest mailto: address offered: longer ones are cut or refused by some mail programs and browsers. */
export const MAILTO_MAX = 2000;
/** Longest web compose address offered: long enough for a batch and a short body, within what browsers send. */
export const WEB_COMPOSE_MAX = 8000;

export interface ComposeMessage {
  bcc: readonly string[];
  subject: string;
  body: string;
}

// RFC 6068 wants %20 for spaces; URLSearchParams would write '+', which mail programs show as is.
const encode = (value: string) => encodeURIComponent(value);

/** A mailto: address with the batch in Bcc, the subject and the body. */
export function mailtoUrl(message: ComposeMessage): string {
  const fields = [`bcc=${message.bcc.map(encode).join(',')}`, `subject=${encode(message.subject)}`];
  if (message.body) fields.push(`body=${encode(message.body.replace(/\r?\n/g, '\r\n'))}`);
  return `mailto:?${fields.join('&')}`;
}

const WEB_COMPOSE: Record<WebCompose, { label: string; url: (m: ComposeMessage) => string }> = {
  gmail: {
    label: 'Open in Gmail',
    url: (m) =>
      `https://mail.google.com/mail/?view=cm&fs=1&bcc=${m.bcc.map(encode).join(',')}` +
      `&su=${encode(m.subject)}&body=${encode(m.body)}`,
  },
  outlook: {
    label: 'Open in Outlook',
    url: (m) =>
      `https://outlook.live.com/mail/0/deeplink/compose?bcc=${m.bcc.map(encode).join(';')}` +
      `&subject=${encode(m.subject)}&body=${encode(m.body)}`,
  },
  office: {
    label: 'Open in Outlook',
    url: (m) =>
      `https://outlook.office.com/mail/deeplink/compose?bcc=${m.bcc.map(encode).join(';')}` +
      `&subject=${encode(m.subject)}&body=${encode(m.body)}`,
  },
};

/** A compose address offered on a batch's row, or why it is not. */
export interface ComposeLink {
  label: string;
  url: string;
  /** Why the button is off: the address would be too long for the program that opens it. */
  tooLong: string | null;
}

function composeLink(label: string, url: string, max: number, what: string): ComposeLink {
  const tooLong =
    url.length > max
      ? `This batch with its subject and body makes a ${what} address of ${formatCount(url.length)} characters, ` +
        `more than the ${formatCount(max)} that work everywhere. Copy the addresses instead.`
      : null;
  return { label, url, tooLong };
}

/** The buttons that open a batch in a mail program: the mail app always, the web mail where the mailbox has one. */
export function composeLinks(message: ComposeMessage, webCompose: WebCompose | null): ComposeLink[] {
  const links = [composeLink('Open in mail app', mailtoUrl(message), MAILTO_MAX, 'mailto:')];
  if (webCompose) {
    const web = WEB_COMPOSE[webCompose];
    links.push(composeLink(web.label, web.url(message), WEB_COMPOSE_MAX, 'web mail'));
  }
  return links;
}

export const SEND_MESSAGES = {
  alreadyMarked: (name: string, n: number) => `${name || 'A teammate'} already marked batch ${n} as sent.`,
  planLocked: 'A batch of this send is marked sent, so its batches stay as they are.',
  replanned: 'The batches were split again since you opened them. Check the batch before you mark it.',
  tooManyBatches: (most: number) =>
    `This list makes more than ${formatCount(most)} batches of that size: pick larger batches.`,
  overMessageCap: (limits: Pick<SendLimits, 'label' | 'perMessage'>) =>
    `${limits.label} takes at most ${formatCount(limits.perMessage)} recipients in one message: pick smaller batches.`,
  notPlanned: 'Split the list into batches first.',
  noneJoined: 'No one joined the list since the send began.',
  finished: 'Every batch of this send is marked sent: the send is over.',
} as const;
