// The rows an import of `emails` onto one list stores, built straight from the
// domain's own constructors: each subscriber with its query keys, and a
// pending consent record per address with ids as functions/src/domain/consent/consent.ts
// makes them (a random prefix per call, then a counter). The benches write them
// by the store's bulk path, as the floor an import is measured against.
import { tsImport } from 'tsx/esm/api';

const ts = (/** @type {string} */ path) => tsImport(new URL(path, import.meta.url).href, import.meta.url);

/** @typedef {{ id: string, data: Record<string, unknown> }} RawRow */

/**
 * @param {{ teamID: string, listID: string, emails: string[], perCall: number, hashSecret: string, notes: string }} input
 * @returns {Promise<{ subscribers: RawRow[], consent: RawRow[] }>}
 */
export async function importedRows({ teamID, listID, emails, perCall, hashSecret, notes }) {
  const { newSubscriberDoc, subscribe, subscriberID } = await ts('../functions/src/domain/subscribers/subscribers.ts');
  const { IMPORT_SOURCE } = await ts('../functions/src/domain/imports/import-addresses.ts');
  const { withQueryKeys } = await ts('../functions/src/domain/subscribers/subscriber-keys.ts');
  const { hashEmail } = await ts('../functions/src/services/email-hash.ts');
  const { randomId } = await ts('../functions/src/store/ids.ts');
  const now = Date.now();
  const subscribers = emails.map((email) => {
    const doc = newSubscriberDoc(teamID, email, { notes, subscriptionSource: IMPORT_SOURCE }, now);
    subscribe(doc, listID, now, IMPORT_SOURCE);
    return { id: subscriberID(teamID, email), data: withQueryKeys(doc) };
  });
  /** @type {RawRow[]} */
  const consent = [];
  for (let start = 0; start < emails.length; start += perCall) {
    const prefix = randomId(13);
    emails.slice(start, start + perCall).forEach((email, n) => {
      const data = {
        teamID,
        newsletterID: listID,
        emailHash: hashEmail(hashSecret, email),
        action: 'opt-in',
        source: 'import',
        at: now,
        pending: true,
      };
      consent.push({ id: `${prefix}${n.toString(36).padStart(7, '0')}`, data });
    });
  }
  return { subscribers, consent };
}
