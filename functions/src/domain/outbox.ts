/**
 * Mail that is never lost (docs/product.md, "Mail delivery"). A change that
 * mails someone writes the mail to `mail/{id}` in its own transaction
 * (queueMail), so the mail exists exactly when the change does; a dispatcher
 * hands it to the mail server afterwards, outside every caller's answer time.
 *
 * The delivery states are those of Firebase's Trigger Email extension:
 * PENDING → PROCESSING (claimed in a transaction, under a lease) → SUCCESS;
 * a mail server that refuses or cannot be reached took nothing, so the mail
 * goes to RETRY with a growing wait, and to ERROR once MAIL_ATTEMPTS are
 * spent. A mail found PROCESSING past its lease may have been handed over
 * before its dispatcher died: it is never handed over again but settles as
 * ERROR, so nobody gets a mail twice. Settled mail is deleted after a while;
 * an ERROR stays long enough for the team's owner to be told on the dashboard.
 */
import { MAIL_KINDS, UNDELIVERED_MAIL_DAYS, emailKey, type MailKind, type UndeliveredMails } from '@listkeep/common';
import type { Deps } from '../services/deps';
import { deleteExpired } from '../services/expired-docs';
import type { OutgoingMail } from '../services/mailer';
import { FieldValue, type Store, type Transaction } from '../store/port';
import { COLLECTIONS, type MailDelivery, type MailDoc } from './docs';
import { DAY_MS } from './time';

/** How many times a mail is handed to the mail server before it is given up. */
export const MAIL_ATTEMPTS = 6;

const MINUTE_MS = 60_000;

/** The wait after the n-th failed attempt; the last applies to any later one. */
export const RETRY_DELAYS_MS = [MINUTE_MS / 2, 2 * MINUTE_MS, 10 * MINUTE_MS, 60 * MINUTE_MS, 4 * 60 * MINUTE_MS];

/** Longer than the mailer's own timeouts (services/mailer.ts) allow a send to take. */
export const SEND_LEASE_MS = 2 * MINUTE_MS;

/** How long a delivered mail is kept before it, and the address in it, is deleted. */
export const DELIVERED_KEPT_MS = 3 * DAY_MS;

const UNDELIVERED_KEPT_MS = UNDELIVERED_MAIL_DAYS * DAY_MS;

/** The error of a mail whose dispatcher stopped while sending it. */
export const UNKNOWN_DELIVERY = 'delivery state unknown: the send was cut short and is not repeated';

export const mailRef = (store: Store, id: string) => store.doc<MailDoc>(`${COLLECTIONS.mail}/${id}`);

/** What a mail is about, for the owner's notice of mails that failed. */
export interface MailMeta {
  kind: MailKind;
  teamID: string | null;
  /** The person the mail is about, when not its recipient: the sender of a message to support. */
  about?: string;
}

/** Only the fields a mail has: the store refuses undefined values. */
function storedMessage(mail: OutgoingMail): OutgoingMail {
  return Object.fromEntries(Object.entries(mail).filter(([, value]) => value !== undefined)) as OutgoingMail;
}

/** Writes a mail to the outbox in the caller's transaction; it goes out once that commits. */
export function queueMail(
  tx: Pick<Transaction, 'create'>,
  deps: Pick<Deps, 'store' | 'now'>,
  mail: OutgoingMail,
  meta: MailMeta,
): void {
  const now = deps.now();
  const doc: MailDoc = {
    message: storedMessage(mail),
    kind: meta.kind,
    teamID: meta.teamID,
    emailKey: emailKey(meta.about ?? mail.to),
    createdAt: now,
    delivery: {
      state: 'PENDING',
      attempts: 0,
      startTime: null,
      endTime: null,
      leaseExpireTime: null,
      nextAttemptAt: now,
      error: null,
    },
    dueAt: now,
  };
  tx.create(deps.store.collection<MailDoc>(COLLECTIONS.mail).doc(), doc);
}

/** The wait before the attempt after `attempts` failed ones. */
export const retryDelay = (attempts: number) => RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1];

/** The fields of a mail whose delivery is settled, either way. */
function settled(delivery: MailDelivery, state: 'SUCCESS' | 'ERROR', now: number, error: string | null) {
  const kept = state === 'SUCCESS' ? DELIVERED_KEPT_MS : UNDELIVERED_KEPT_MS;
  return {
    delivery: { ...delivery, state, endTime: now, leaseExpireTime: null, nextAttemptAt: null, error },
    dueAt: FieldValue.delete(),
    expiresAt: now + kept,
  };
}

/** Claims the mail for one send when its time has come; a lease found expired settles it as unknown. */
async function claim(deps: Deps, id: string, now: number): Promise<MailDoc | null> {
  const { store } = deps;
  const ref = mailRef(store, id);
  return store.runTransaction(async (tx) => {
    const doc = (await tx.get(ref)).data();
    if (!doc) return null;
    const { delivery } = doc;
    if (delivery.state === 'PROCESSING') {
      if ((delivery.leaseExpireTime ?? 0) <= now) tx.update(ref, settled(delivery, 'ERROR', now, UNKNOWN_DELIVERY));
      return null;
    }
    const due = delivery.state === 'PENDING' || (delivery.state === 'RETRY' && (delivery.nextAttemptAt ?? 0) <= now);
    if (!due) return null;
    const lease = now + SEND_LEASE_MS;
    const claimed: MailDelivery = {
      ...delivery,
      state: 'PROCESSING',
      attempts: delivery.attempts + 1,
      startTime: now,
      leaseExpireTime: lease,
      nextAttemptAt: null,
    };
    tx.update(ref, { delivery: claimed, dueAt: lease });
    return { ...doc, delivery: claimed };
  });
}

/** Records how a send went, unless the mail was deleted meanwhile (its team's account went). */
async function record(deps: Deps, id: string, fields: Record<string, unknown>): Promise<void> {
  const ref = mailRef(deps.store, id);
  await deps.store.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) tx.update(ref, fields);
  });
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'skipped';

/**
 * Hands one mail to the mail server if it is waiting and its time has come:
 * what a dispatcher does for each mail, the production trigger for a new one.
 */
export async function deliverMail(deps: Deps, id: string): Promise<DeliveryOutcome> {
  const doc = await claim(deps, id, deps.now());
  if (!doc) return 'skipped';
  const { delivery } = doc;
  try {
    await deps.mailer.send(doc.message);
  } catch (error) {
    const now = deps.now();
    const reason = error instanceof Error ? error.message : String(error);
    if (delivery.attempts >= MAIL_ATTEMPTS) {
      console.error(`mail ${id} (${doc.kind}) could not be delivered after ${delivery.attempts} attempts`, error);
      await record(deps, id, settled(delivery, 'ERROR', now, reason));
      return 'failed';
    }
    console.warn(`mail ${id} (${doc.kind}): attempt ${delivery.attempts} failed; it is tried again`, error);
    const next = now + retryDelay(delivery.attempts);
    await record(deps, id, {
      delivery: { ...delivery, state: 'RETRY', leaseExpireTime: null, nextAttemptAt: next, error: reason },
      dueAt: next,
    });
    return 'retry';
  }
  await record(deps, id, settled(delivery, 'SUCCESS', deps.now(), null));
  return 'sent';
}

/** At most this many mails per sweep; the next sweep takes the rest. */
const SWEEP_PAGE = 50;

/**
 * The sweep: every mail whose time has come (a retry, a new one a trigger
 * missed, a lease run out), then settled mail past its keeping. Answers how
 * many mails were due.
 */
export async function deliverDue(deps: Deps): Promise<number> {
  const now = deps.now();
  const due = await deps.store.collection<MailDoc>(COLLECTIONS.mail).where('dueAt', '<=', now).limit(SWEEP_PAGE).get();
  for (const snap of due.docs) await deliverMail(deps, snap.id);
  await deleteExpired(deps.store, COLLECTIONS.mail, now);
  return due.size;
}

/** At most this many failures are counted for the notice; a team with more has a broken mail server to hear of anyway. */
const COUNTED_FAILURES = 500;

/** The team's mails that could not be delivered, by kind, for its owner's dashboard. */
export async function undeliveredMails(store: Store, teamID: string, now: number): Promise<UndeliveredMails> {
  const failed = await store
    .collection<MailDoc>(COLLECTIONS.mail)
    .where('teamID', '==', teamID)
    .where('delivery.state', '==', 'ERROR')
    .select('kind', 'expiresAt')
    .limit(COUNTED_FAILURES)
    .get();
  const counts = new Map<MailKind, number>();
  for (const snap of failed.docs) {
    const { kind, expiresAt } = snap.data()!;
    if ((expiresAt ?? 0) > now) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return MAIL_KINDS.filter((kind) => counts.has(kind)).map((kind) => ({ kind, count: counts.get(kind)! }));
}

/**
 * Takes the mails still waiting in the outbox (of one team, when given) out
 * of it, unsent, oldest first: for code that plays the domain without
 * mailing anyone, the demo account's history and tests of the domain.
 */
export async function takeQueuedMails(store: Store, teamID?: string): Promise<OutgoingMail[]> {
  let waiting = store.collection<MailDoc>(COLLECTIONS.mail).where('delivery.state', '==', 'PENDING');
  if (teamID !== undefined) waiting = waiting.where('teamID', '==', teamID);
  const snaps = (await waiting.get()).docs;
  if (snaps.length === 0) return [];
  const batch = store.batch();
  for (const snap of snaps) batch.delete(mailRef(store, snap.id));
  await batch.commit();
  return snaps
    .map((snap) => ({ id: snap.id, doc: snap.data()! }))
    .sort((a, b) => a.doc.createdAt - b.doc.createdAt || a.id.localeCompare(b.id))
    .map(({ doc }) => doc.message);
}
