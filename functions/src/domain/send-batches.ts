/** The documents of a send's batches (domain/emails/email-send.ts): where they live and their clean-up with their entries. */
import type { Store, Transaction } from '../store/port';
import { deleteFound } from './delete-found';
import { COLLECTIONS, type SendBatchDoc } from './docs';

export const sendBatchRef = (store: Store, emailID: string, n: number) =>
  store.doc<SendBatchDoc>(`${COLLECTIONS.sendBatches}/${emailID}_${n}`);

const batchesOf = (store: Store, emailID: string) =>
  store.collection<SendBatchDoc>(COLLECTIONS.sendBatches).where('emailID', '==', emailID);

/** Send batches deleted per write batch when their entries go. */
const CLEANUP_CHUNK = 400;

/** Deletes the send batches of these log entries, a page at a time. */
export async function deleteSendBatchesOf(store: Store, emailIDs: readonly string[]): Promise<void> {
  for (const emailID of emailIDs) await deleteFound(store, batchesOf(store, emailID).limit(CLEANUP_CHUNK));
}

export async function readBatches(store: Store, emailID: string, tx?: Transaction): Promise<SendBatchDoc[]> {
  const query = batchesOf(store, emailID);
  const snaps = tx ? await tx.getQuery(query) : await query.get();
  return snaps.docs.map((snap) => snap.data()!);
}
