/**
 * Suppression that survives deletion (docs/product.md §4, "Suppression").
 *
 * When a recipient opts out of a list through their own links (the
 * preferences and unsubscribe pages, one-click unsubscribe), the opt-out's
 * transaction also writes an entry for the pair of address and list. The
 * entry is keyed by the list and the address's keyed hash
 * (services/email-hash.ts), so it holds no address, and it is not the
 * subscriber: deleting the subscriber leaves it. Every way a sender can put
 * an address on a list (an import, an add, an edit) asks `suppressionCheck`
 * and leaves suppressed pairs out, reporting them as opted out.
 *
 * Only the recipient lifts an entry, by subscribing again on a public page:
 * confirming a subscribe from their mailbox, or joining the list again on
 * their preferences page. A sender's own removals (an edit, a deletion, a
 * deleted list) write none: the sender may undo them. Entries go with their
 * list and with the team.
 */
import { CONSENT_SOURCES } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import type { Store, Transaction } from '../../store/port';
import { COLLECTIONS, type ConsentDoc, type SuppressionDoc } from '../docs';
import { requireLiveTeam } from '../teams';
import { listsOf, teamRef } from '../records';

/**
 * Consent sources of the opt-outs through links recorded before entries were
 * kept, which the rebuild below turns into entries. Opt-outs through a link
 * the team made (CONSENT_SOURCES.teamLink) came later, always with their entry.
 */
export const RECIPIENT_OPT_OUT_SOURCES: readonly string[] = [CONSENT_SOURCES.managePage, CONSENT_SOURCES.oneClick];

/**
 * The entry's id: the list's id (never used again, by any team) and the
 * address's keyed hash (base64url), so it is found with one read and no
 * hashing beyond the one the consent record needs anyway.
 */
export function suppressionKey(listID: string, emailHash: string): string {
  return `${listID}_${emailHash}`;
}

const suppressionRef = (store: Store, key: string) => store.doc<SuppressionDoc>(`${COLLECTIONS.suppressions}/${key}`);

export interface OptOut {
  teamID: string;
  newsletterID: string;
  emailHash: string;
  source: string;
  at: number;
}

/** Writes the entry of a recipient's opt-out in its transaction (a write only: after the reads). */
export function suppress(tx: Transaction, store: Store, optOut: OptOut): void {
  const { teamID, newsletterID, emailHash, source, at } = optOut;
  tx.set(suppressionRef(store, suppressionKey(newsletterID, emailHash)), { teamID, newsletterID, source, at });
}

/** Removes the entry, if any, as the recipient subscribes again (a write only). */
export function liftSuppression(
  tx: Transaction,
  store: Store,
  pair: { teamID: string; newsletterID: string; emailHash: string },
): void {
  tx.delete(suppressionRef(store, suppressionKey(pair.newsletterID, pair.emailHash)));
}

/** The entries of one list, for its deletion. */
export const suppressionsOfList = (store: Store, listID: string) =>
  store.collection<SuppressionDoc>(COLLECTIONS.suppressions).where('newsletterID', '==', listID);

/** Which pairs of a team's addresses and lists are suppressed. */
export interface SuppressionCheck {
  /**
   * For addresses given by their keyed hashes, the lists among `listIDs` each
   * may not be put on; an address with none is absent. Read in `tx` when
   * given, so the answer holds for the transaction's writes; without one, the
   * entries are read in as few requests as the store allows.
   */
  suppressed(
    emailHashes: readonly string[],
    listIDs: readonly string[],
    tx?: Transaction,
  ): Promise<Map<string, Set<string>>>;
}

type Suppressed = Map<string, Set<string>>;

function addPair(out: Suppressed, emailHash: string, listID: string): void {
  let lists = out.get(emailHash);
  if (!lists) out.set(emailHash, (lists = new Set()));
  lists.add(listID);
}

/** The stored entries of these pairs, each read by its key. */
async function readEntries(
  store: Store,
  emailHashes: readonly string[],
  listIDs: readonly string[],
  tx?: Transaction,
): Promise<Suppressed> {
  const pairs = emailHashes.flatMap((emailHash) => listIDs.map((listID) => ({ emailHash, listID })));
  const refs = pairs.map((p) => suppressionRef(store, suppressionKey(p.listID, p.emailHash)));
  const snaps = await (tx ? tx.getAll(refs) : store.getAll(refs));
  const out: Suppressed = new Map();
  snaps.forEach((snap, i) => {
    if (snap.exists) addPair(out, pairs[i].emailHash, pairs[i].listID);
  });
  return out;
}

/**
 * The check of a team's suppressions. The first one for a team first turns
 * the opt-outs recorded before entries were kept into entries (below), so
 * every check sees them.
 */
export async function suppressionCheck(deps: Deps, teamID: string): Promise<SuppressionCheck> {
  if (await awaitsBackfill(deps.store, teamID)) await backfillSuppressions(deps, teamID);
  return entriesCheck(deps.store);
}

/** Whether the team's older opt-outs are yet to be turned into entries (backfillSuppressions). */
async function awaitsBackfill(store: Store, teamID: string): Promise<boolean> {
  const team = (await teamRef(store, teamID).get()).data();
  return team !== undefined && team.suppressionBackfillAt === undefined;
}

/** The check that reads the stored entries alone. */
const entriesCheck = (store: Store): SuppressionCheck => ({
  suppressed: (emailHashes, listIDs, tx) => readEntries(store, emailHashes, listIDs, tx),
});

/**
 * The same answers as `suppressionCheck`, for a caller that writes nothing
 * (the import's preview): on a team whose older opt-outs were not yet turned
 * into entries, the pairs the rebuild would write are worked out from the
 * consent records of the addresses asked about, and nothing is stored. The
 * rebuild itself is left to the first check that goes on to write.
 */
export async function suppressionCheckReadOnly(deps: Deps, teamID: string): Promise<SuppressionCheck> {
  const { store } = deps;
  if (!(await awaitsBackfill(store, teamID))) return entriesCheck(store);
  const optedOut = await hashesOptedOut(store, teamID);
  return {
    async suppressed(emailHashes, listIDs, tx) {
      const out = await readEntries(store, emailHashes, listIDs, tx);
      const asked = new Set(listIDs);
      const older = [...new Set(emailHashes)].filter((emailHash) => optedOut.has(emailHash));
      const histories = await Promise.all(
        older.map((emailHash) => {
          const query = historyOf(store, teamID, emailHash);
          return tx ? tx.getQuery(query) : query.get();
        }),
      );
      histories.forEach((history, i) => {
        const records = history.docs.map((snap) => snap.data()!);
        for (const record of leftByRecipient(records)) {
          if (asked.has(record.newsletterID)) addPair(out, older[i], record.newsletterID);
        }
      });
      return out;
    },
  };
}

const consentOf = (store: Store) => store.collection<ConsentDoc>(COLLECTIONS.consent);

/** An address's consent records in a team, newest first (the subscriber history's index). */
const historyOf = (store: Store, teamID: string, emailHash: string) =>
  consentOf(store).where('teamID', '==', teamID).where('emailHash', '==', emailHash).orderBy('at', 'desc');

/** The addresses (by keyed hash) that ever opted out of a list of the team by their own link. */
async function hashesOptedOut(store: Store, teamID: string): Promise<Set<string>> {
  const hashes = new Set<string>();
  for (const source of RECIPIENT_OPT_OUT_SOURCES) {
    const found = await consentOf(store)
      .where('teamID', '==', teamID)
      .where('source', '==', source)
      .select('emailHash', 'action')
      .get();
    for (const snap of found.docs) if (snap.data()!.action === 'opt-out') hashes.add(snap.data()!.emailHash);
  }
  return hashes;
}

/**
 * From one address's records, newest first: the latest record of each list
 * it was on when that record is its recipient's own opt-out. Those pairs are
 * suppressed (while the list exists).
 */
function leftByRecipient(records: readonly ConsentDoc[]): ConsentDoc[] {
  const latest = new Map<string, ConsentDoc>();
  for (const record of records) if (!latest.has(record.newsletterID)) latest.set(record.newsletterID, record);
  return [...latest.values()].filter(
    (record) => record.action === 'opt-out' && RECIPIENT_OPT_OUT_SOURCES.includes(record.source),
  );
}

/**
 * Opt-outs recorded before suppressions were kept live only in the consent
 * records (and on subscribers, which a deletion removes). They are the same
 * keyed hashes, so the entries can be rebuilt exactly: a pair is suppressed
 * when its latest record is a recipient's opt-out and its list still exists.
 * Each address is settled in a transaction that reads its records again, so
 * a recipient acting meanwhile is not undone. Runs once per team, at its
 * first check; running twice writes the same entries.
 */
async function backfillSuppressions(deps: Deps, teamID: string): Promise<void> {
  const { store } = deps;
  const hashes = await hashesOptedOut(store, teamID);
  if (hashes.size > 0) {
    const lists = new Set((await listsOf(store, teamID).get()).docs.map((snap) => snap.id));
    // Each address writes at most one entry per list.
    const perTransaction = Math.max(1, Math.min(100, Math.floor(store.maxTransactionWrites / Math.max(1, lists.size))));
    const all = [...hashes];
    for (let start = 0; start < all.length; start += perTransaction) {
      const group = all.slice(start, start + perTransaction);
      await store.runTransaction(async (tx) => {
        // A team being deleted gets no new entries (domain/team-fence.ts).
        await requireLiveTeam(tx, store, teamID);
        const histories = await Promise.all(group.map((emailHash) => tx.getQuery(historyOf(store, teamID, emailHash))));
        histories.forEach((history, i) => {
          for (const record of leftByRecipient(history.docs.map((snap) => snap.data()!))) {
            if (!lists.has(record.newsletterID)) continue;
            suppress(tx, store, {
              teamID,
              newsletterID: record.newsletterID,
              emailHash: group[i],
              source: record.source,
              at: record.at,
            });
          }
        });
      });
    }
  }
  await store.runTransaction(async (tx) => {
    if ((await tx.get(teamRef(store, teamID))).exists) {
      tx.update(teamRef(store, teamID), { suppressionBackfillAt: deps.now() });
    }
  });
}
