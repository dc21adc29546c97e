/**
 * POST /previewImport: what an import of these rows would do, row by row
 * (docs/product.md §5 Import preview), read-only. It makes the import's own
 * checks (`importChecks`) and its verdicts (domain/import-verdicts.ts), and
 * says in advance whether the plan's subscriber limit would refuse it.
 */
import {
  countVerdicts,
  emailKey,
  planFor,
  readEntry,
  type ImportPreviewAnswer,
  type ParsedInput,
} from '@listkeep/common';
import type { Deps } from '../services/deps';
import { importChecks } from './batch';
import { COLLECTIONS, type SubscriberDoc } from './docs';
import { rowVerdicts } from './import-verdicts';
import { allowanceOf, planLimitRefusal, roomLeft } from './plan-limits';
import { subscriberID, subscriberRef, takenPlaces } from './subscribers';

/**
 * The team's subscribers with these address keys, read the cheaper way: the
 * whole team in one query when it holds no more subscribers than there are
 * keys (a young team bringing its first big list), else one read per key.
 */
async function subscribersByKey(
  deps: Deps,
  teamID: string,
  keys: ReadonlySet<string>,
  teamSize: number,
): Promise<Map<string, SubscriberDoc>> {
  const { store } = deps;
  const found = new Map<string, SubscriberDoc>();
  if (teamSize <= keys.size) {
    const all = await store.collection<SubscriberDoc>(COLLECTIONS.subscribers).where('teamID', '==', teamID).get();
    for (const snap of all.docs) {
      const doc = snap.data()!;
      const key = emailKey(doc.subscriberEmail);
      if (keys.has(key)) found.set(key, doc);
    }
    return found;
  }
  await Promise.all(
    [...keys].map(async (key) => {
      // A key is its own address as far as the subscriber's id goes (emailKey of a key is the key).
      const doc = (await subscriberRef(store, subscriberID(teamID, key)).get()).data();
      if (doc) found.set(key, doc);
    }),
  );
  return found;
}

export async function previewImport(
  deps: Deps,
  uid: string,
  input: ParsedInput<'previewImport'>,
): Promise<ImportPreviewAnswer> {
  const { teamID, rows } = input;
  const listIDs = [...new Set(input.newsletterIDs)];
  const membership = await importChecks(deps, uid, teamID, listIDs);

  const keys = new Set<string>();
  for (const row of rows) {
    const read = readEntry(row);
    if (read.kind === 'valid') keys.add(read.key);
  }
  const found = await subscribersByKey(deps, teamID, keys, membership.team.counters.subscribers);
  const verdicts = rowVerdicts(rows, listIDs, (key) => found.get(key));
  const counts = countVerdicts(verdicts);

  const tier = membership.team.subscription.tier;
  if (!Number.isFinite(planFor(tier).maxSubscribers)) return { rows: verdicts, counts, limit: null };
  const taken = takenPlaces(membership.team, deps.now());
  const adding = input.earlierNew + counts.new;
  return {
    rows: verdicts,
    counts,
    limit: {
      allowed: allowanceOf('imported-subscribers', tier),
      room: roomLeft('imported-subscribers', tier, taken),
      refusal: planLimitRefusal('imported-subscribers', tier, taken, adding),
    },
  };
}
