import { COLLECTIONS } from '../../src/domain/docs';
import { RATE_LIMITS } from '../../src/services/rate-limit';
import { testStore } from './store';

/** Every collection id the product writes, at any depth (team invitations live under teams/{teamID}/invites). */
export const EVERY_COLLECTION_ID = [...new Set([...Object.values(COLLECTIONS), RATE_LIMITS, 'invites'])];

/** Every stored document, each as its path and its data in raw JSON. */
export async function everyDocument(): Promise<{ path: string; json: string }[]> {
  const store = testStore();
  const found: { path: string; json: string }[] = [];
  for (const id of EVERY_COLLECTION_ID) {
    const snap = await store.collectionGroup(id).get();
    for (const doc of snap.docs) found.push({ path: doc.path, json: JSON.stringify(doc.data()) });
  }
  return found;
}
