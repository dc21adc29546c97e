/** Reads what the API sent to an SMTP sink, through maildev's REST inbox: the local stack's unless told another. */
let mailApi = process.env.LISTKEEP_MAIL_API ?? 'http://127.0.0.1:1080';

export function readMailFrom(inbox: string): void {
  mailApi = inbox;
}

/** What has to happen before the inbox shows every mail the API queued: an in-process API's outbox drained. */
let delivered: () => Promise<void> = async () => {};

export function deliverBeforeReading(drain: () => Promise<void>): void {
  delivered = drain;
}

export interface SentMail {
  id: string;
  subject: string;
  from: { address: string; name: string }[];
  to: { address: string }[];
  text: string;
  html?: string;
  headers: Record<string, string>;
}

async function inbox(): Promise<SentMail[]> {
  const res = await fetch(`${mailApi}/api/email`);
  if (!res.ok) throw new Error(`maildev answered ${res.status}`);
  return (await res.json()) as SentMail[];
}

const to = (address: string) => (mail: SentMail) =>
  mail.to.some((t) => t.address.toLowerCase() === address.toLowerCase());

/** Mails to `address`, waiting up to `waitMs` for at least `count` of them. */
export async function mailsTo(address: string, count = 1, waitMs = 5000): Promise<SentMail[]> {
  await delivered();
  const until = Date.now() + waitMs;
  for (;;) {
    const mails = (await inbox()).filter(to(address));
    if (mails.length >= count || Date.now() > until) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The link id in a mail's /link/unsub/{linkID} address. */
export function linkIDIn(mail: SentMail): string {
  const match = /\/link\/unsub\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no unsubscribe link in: ${mail.text}`);
  return match[1];
}

/** The token in a subscribe confirmation mail's /link/confirm/{token} address. */
export function confirmTokenIn(mail: SentMail): string {
  const match = /\/link\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in: ${mail.text}`);
  return match[1];
}

/**
 * A header of the mail as sent. maildev's parsed `headers` leave some out
 * (List-Unsubscribe among them), so this reads the raw source.
 */
export async function headerOf(mail: SentMail, name: string): Promise<string | undefined> {
  const res = await fetch(`${mailApi}/api/email/${mail.id}/source`);
  if (!res.ok) throw new Error(`maildev source answered ${res.status}`);
  const head = (await res.text()).split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
