/**
 * A send in batches of an email log entry (docs/product.md §4, Sending in
 * batches). Planning splits the list's current subscribers into numbered
 * batches kept by subscriber id, so every editor sees the same batches; each
 * batch is marked sent once, by whoever sent it. A subscriber who leaves the
 * list drops out of the batches not yet marked; one who joins after the plan
 * is in no batch until the sender adds them as a last batch. When the last
 * batch is marked the entry is sent, with the recipients the batches went to.
 */
import {
  DEFAULT_SEND_FROM,
  SEND_MESSAGES,
  inParts,
  sendLimits,
  type ParsedInput,
  type SendBatch,
  type SendState,
} from '@listkeep/common';
import type { Deps } from '../../services/deps';
import type { Query, Store, Transaction } from '../../store/port';
import { CounterChanges } from '../counters';
import { COLLECTIONS, type EmailDoc, type EmailSendDoc, type SendBatchDoc, type SubscriberDoc } from '../docs';
import { readBatches, sendBatchRef } from '../send-batches';
import { readEmail } from './emails';
import { DomainError, notFound } from '../errors';
import { requirePermission } from '../membership';
import { assertListsWritable } from '../plans';
import { toTimestamp } from '../time';
import { emailRef, listRef, subscriberRef, userRef } from '../records';

/** The list's current subscribers, id to address, in id order: the order batches are planned in. */
async function currentSubscribers(store: Store, email: EmailDoc): Promise<Map<string, string>> {
  const snaps = await store
    .collection<SubscriberDoc>(COLLECTIONS.subscribers)
    .where('teamID', '==', email.teamID)
    .where('subscribedNewsletterIDs', 'array-contains', email.newsletterID)
    .select('subscriberEmail')
    .get();
  const ids = snaps.docs.map((snap) => snap.id).sort();
  const byID = new Map(snaps.docs.map((snap) => [snap.id, snap.data()!.subscriberEmail]));
  return new Map(ids.map((id) => [id, byID.get(id)!]));
}

/** The batches of the entry's current plan, in order; those of an earlier plan are left out. */
function planBatches(docs: readonly SendBatchDoc[], send: EmailSendDoc | undefined): SendBatchDoc[] {
  if (!send) return [];
  return docs.filter((doc) => doc.planID === send.planID && doc.n <= send.batches).sort((a, b) => a.n - b.n);
}

/**
 * Takes a deleted account's name off the batches it marked in teams it did
 * not own (their own teams go whole); the batches stay marked.
 */
export async function forgetMarker(store: Store, uid: string): Promise<void> {
  const marked = await store.collection<SendBatchDoc>(COLLECTIONS.sendBatches).where('markedBy', '==', uid).get();
  for (const part of inParts(marked.docs, Math.min(store.maxTransactionWrites, 500))) {
    const batch = store.batch();
    for (const snap of part) batch.update(store.doc(snap.path), { markedBy: null, markedByName: '' });
    await batch.commit();
  }
}

/** Recipients of the batches a user marked sent on their date `today`, in every team. */
async function sentOn(store: Store, uid: string, today: string): Promise<number> {
  const marked: Query<SendBatchDoc> = store
    .collection<SendBatchDoc>(COLLECTIONS.sendBatches)
    .where('markedBy', '==', uid)
    .where('markedDate', '==', today)
    .select('sentCount');
  const snaps = await marked.get();
  return snaps.docs.reduce((sum, snap) => sum + (snap.data()!.sentCount ?? 0), 0);
}

/** Marked sent: by `markedBy`, or by a member whose account was deleted since (null). */
const isMarked = (doc: SendBatchDoc) => doc.markedAt !== null;

/** Every batch of a plan with any is marked: the send is over and takes no one new. */
const finished = (batches: readonly SendBatchDoc[]) => batches.length > 0 && batches.every(isMarked);

function toSendBatch(doc: SendBatchDoc, current: Map<string, string>): SendBatch {
  const planned = doc.subscriberIDs.length;
  if (isMarked(doc)) {
    return {
      n: doc.n,
      joined: doc.joined,
      planned,
      addresses: [],
      left: planned - doc.sentCount,
      marked: { byUid: doc.markedBy, byName: doc.markedByName, at: toTimestamp(doc.markedAt!), count: doc.sentCount },
    };
  }
  const addresses = doc.subscriberIDs.flatMap((id) => current.get(id) ?? []);
  return { n: doc.n, joined: doc.joined, planned, addresses, left: planned - addresses.length, marked: null };
}

/** The entry's send as the caller sees it. */
async function sendState(store: Store, uid: string, email: EmailDoc, emailID: string, today: string) {
  const [docs, current, sentToday] = await Promise.all([
    email.send ? readBatches(store, emailID) : Promise.resolve([]),
    email.send ? currentSubscribers(store, email) : Promise.resolve(new Map<string, string>()),
    sentOn(store, uid, today),
  ]);
  const batches = planBatches(docs, email.send);
  const planned = new Set(batches.flatMap((doc) => doc.subscriberIDs));
  const joined = finished(batches) ? [] : [...current].filter(([id]) => !planned.has(id)).map(([, a]) => a);
  const answer: SendState = {
    planID: email.send?.planID ?? null,
    batchSize: email.send?.batchSize ?? null,
    batches: batches.map((doc) => toSendBatch(doc, current)),
    joined,
    sentToday,
  };
  return answer;
}

/** The entry, for a caller who may see its list's addresses; `send` also asks that they may log emails. */
async function readSendable(store: Store, uid: string, emailID: string, send: boolean, tx?: Transaction) {
  const { doc, membership } = await readEmail(store, uid, emailID, tx);
  requirePermission(membership, 'exportEmails');
  if (send) requirePermission(membership, 'sendEmails');
  return { doc, membership };
}

/** GET /emails/{emailID}/send. */
export async function getEmailSend(deps: Deps, uid: string, input: ParsedInput<'getEmailSend'>): Promise<SendState> {
  const { doc } = await readSendable(deps.store, uid, input.emailID, false);
  return sendState(deps.store, uid, doc, input.emailID, input.today);
}

const newBatch = (email: EmailDoc, emailID: string, planID: number, n: number, ids: string[], joined: boolean) =>
  ({
    teamID: email.teamID,
    emailID,
    planID,
    n,
    subscriberIDs: ids,
    joined,
    markedBy: null,
    markedByName: '',
    markedAt: null,
    markedDate: '',
    sentCount: 0,
  }) satisfies SendBatchDoc;

/**
 * POST /emails/{emailID}/send: the list's current subscribers in batches of
 * `batchSize`, written in one transaction with the entry. Planning again
 * (another size) replaces the plan until a batch of it is marked sent; from
 * then on it stands. The view's first plan (`initial`) leaves a plan a
 * teammate made meanwhile as it is.
 */
export async function planEmailSend(deps: Deps, uid: string, input: ParsedInput<'planEmailSend'>): Promise<SendState> {
  const { store } = deps;
  const first = await readSendable(store, uid, input.emailID, true);
  const limits = sendLimits((await userRef(store, uid).get()).data()?.sendFrom ?? DEFAULT_SEND_FROM);
  if (input.batchSize > limits.perMessage) {
    const message = SEND_MESSAGES.overMessageCap(limits);
    throw new DomainError('invalid', message, [{ path: 'batchSize', message }]);
  }
  const ids = [...(await currentSubscribers(store, first.doc)).keys()];
  const planned = await store.runTransaction(async (tx) => {
    const { doc } = await readSendable(store, uid, input.emailID, true, tx);
    if (input.initial && doc.send) return doc;
    const existing = planBatches(await readBatches(store, input.emailID, tx), doc.send);
    if (existing.some(isMarked)) throw new DomainError('conflict', SEND_MESSAGES.planLocked);
    const most = Math.max(1, store.maxTransactionWrites - 1);
    if (ids.length > most * input.batchSize) throw new DomainError('invalid', SEND_MESSAGES.tooManyBatches(most));
    // A plan made in the same millisecond as the one it replaces still needs its own id.
    const planID = Math.max(deps.now(), (doc.send?.planID ?? 0) + 1);
    const batches = inParts(ids, input.batchSize).map((part, i) =>
      newBatch(doc, input.emailID, planID, i + 1, part, false),
    );
    const send: EmailSendDoc = {
      planID,
      batchSize: input.batchSize,
      batches: batches.length,
      marked: 0,
      recipients: 0,
    };
    tx.update(emailRef(store, input.emailID), { send, modifiedAt: deps.now() });
    for (const batch of batches) tx.set(sendBatchRef(store, input.emailID, batch.n), batch);
    return { ...doc, send };
  });
  deps.signal.teamChanged(planned.teamID);
  return sendState(store, uid, planned, input.emailID, input.today);
}

/**
 * POST /emails/{emailID}/send/batches/{n}: the batch went out. It counts the
 * planned subscribers still on the list; a batch already marked answers 409
 * with who marked it. The last batch marks the entry sent at the caller's
 * date and time, counting it in the list's emails as logging it sent does.
 */
export async function markSendBatch(deps: Deps, uid: string, input: ParsedInput<'markSendBatch'>): Promise<SendState> {
  const { store } = deps;
  const now = deps.now();
  const doc = await store.runTransaction(async (tx) => {
    const { doc, membership } = await readSendable(store, uid, input.emailID, true, tx);
    const send = doc.send;
    const ref = sendBatchRef(store, input.emailID, input.n);
    const batch = (await tx.get(ref)).data();
    if (!send || !batch || batch.planID !== send.planID || batch.n > send.batches) throw notFound('Batch');
    // The caller copied the batch of the plan they saw; another plan's batch of that number holds others.
    if (input.planID !== send.planID) throw new DomainError('conflict', SEND_MESSAGES.replanned);
    if (isMarked(batch)) throw new DomainError('conflict', SEND_MESSAGES.alreadyMarked(batch.markedByName, batch.n));
    const list = (await tx.get(listRef(store, doc.newsletterID))).data();
    const lists = new Map(list && list.teamID === doc.teamID ? [[doc.newsletterID, list]] : []);
    await assertListsWritable(tx, store, doc.teamID, membership.team, lists);
    const user = (await tx.get(userRef(store, uid))).data();
    const subscribers = await tx.getAll(batch.subscriberIDs.map((id) => subscriberRef(store, id)));
    const sentCount = subscribers.filter((snap) => {
      const subscriber = snap.data();
      return subscriber?.teamID === doc.teamID && subscriber.subscribedNewsletterIDs.includes(doc.newsletterID);
    }).length;

    const markedByName = user?.name ?? '';
    tx.update(ref, { markedBy: uid, markedByName, markedAt: now, markedDate: input.today, sentCount });
    const marked: EmailSendDoc = { ...send, marked: send.marked + 1, recipients: send.recipients + sentCount };
    const changes: Partial<EmailDoc> = { send: marked, modifiedAt: now };
    const last = marked.marked === marked.batches;
    if (last && !doc.sent) Object.assign(changes, { sent: true, sentDate: input.today, sentTime: input.time });
    tx.update(emailRef(store, input.emailID), changes);
    if (last && !doc.sent && lists.size > 0) {
      const counted = new CounterChanges();
      counted.team.emails += 1;
      counted.list(doc.newsletterID).emails += 1;
      counted.write(tx, store, doc.teamID, lists, now);
    }
    return { ...doc, ...changes };
  });
  deps.signal.teamChanged(doc.teamID);
  return sendState(store, uid, doc, input.emailID, input.today);
}

/**
 * POST /emails/{emailID}/send/joined: the list's subscribers who are in no
 * batch (they joined after the plan) become the last batches, in the plan's
 * size, while the send is under way. 409 when there is no one, or the send is over.
 */
export async function addJoinedBatch(
  deps: Deps,
  uid: string,
  input: ParsedInput<'addJoinedBatch'>,
): Promise<SendState> {
  const { store } = deps;
  const first = await readSendable(store, uid, input.emailID, true);
  const current = [...(await currentSubscribers(store, first.doc)).keys()];
  const doc = await store.runTransaction(async (tx) => {
    const { doc } = await readSendable(store, uid, input.emailID, true, tx);
    const send = doc.send;
    if (!send) throw new DomainError('conflict', SEND_MESSAGES.notPlanned);
    const batchesNow = planBatches(await readBatches(store, input.emailID, tx), send);
    if (finished(batchesNow)) throw new DomainError('conflict', SEND_MESSAGES.finished);
    const planned = new Set(batchesNow.flatMap((b) => b.subscriberIDs));
    const joined = current.filter((id) => !planned.has(id));
    if (joined.length === 0) throw new DomainError('conflict', SEND_MESSAGES.noneJoined);
    const room = Math.max(1, store.maxTransactionWrites - 1);
    const batches = inParts(joined, send.batchSize)
      .slice(0, room)
      .map((part, i) => newBatch(doc, input.emailID, send.planID, send.batches + i + 1, part, true));
    const grown: EmailSendDoc = { ...send, batches: send.batches + batches.length };
    for (const batch of batches) tx.set(sendBatchRef(store, input.emailID, batch.n), batch);
    tx.update(emailRef(store, input.emailID), { send: grown, modifiedAt: deps.now() });
    return { ...doc, send: grown };
  });
  deps.signal.teamChanged(doc.teamID);
  return sendState(store, uid, doc, input.emailID, input.today);
}
