/**
 * POST /previewImport: what an import of these rows would do, row by row
 * (docs/product.md §5 Import preview), read-only. It makes the import's own
 * checks (`importChecks`) and its verdicts (domain/imports/import-verdicts.ts), from
 * the team's subscribers and suppressions (domain/consent/suppressions.ts) as they
 * stand now, and says in advance whether the plan's subscriber limit would
 * refuse it. It writes nothing, not even a team's first suppression check's
 * rebuild (the import runs that). A call of MAX.batchEmails rows reads its
 * subscribers and their entries in batched reads, a few requests in all
 * rather than one per address. The import decides again in its own transactions.
 */
import {
  countVerdicts,
  emailKey,
  planFor,
  readEntry,
  type ImportPreviewAnswer,
  type ParsedInput,
} from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { hashEmail } from '../../services/email-hash';
import { importChecks } from './import-addresses';
import { countedTeam } from '../counters';
import { COLLECTIONS, type SubscriberDoc } from '../docs';
import { rowVerdicts } from './import-verdicts';
import { allowanceOf, planLimitRefusal, roomLeft } from '../plans';
import { isSubscribed, subscriberID, takenPlaces } from '../subscribers';
import { suppressionCheckReadOnly } from '../consent';
import { subscriberRef } from '../records';

/**
 * The team's subscribers with these address keys, read the cheaper way: the
 * whole team in one query when it holds no more subscribers than there are
 * keys (a young team bringing its first big list), else by id, in as few
 * requests as the store allows.
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
  const asked = [...keys];
  // A key is its own address as far as the subscriber's id goes (emailKey of a key is the key).
  const snaps = await store.getAll(asked.map((key) => subscriberRef(store, subscriberID(teamID, key))));
  snaps.forEach((snap, i) => {
    const doc = snap.data();
    if (doc) found.set(asked[i], doc);
  });
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
  const team = await countedTeam(deps.store, teamID, membership.team);

  const keys = new Set<string>();
  for (const row of rows) {
    const read = readEntry(row);
    if (read.kind === 'valid') keys.add(read.key);
  }
  const found = await subscribersByKey(deps, teamID, keys, team.counters.subscribers);
  // Suppressions matter only for addresses that could still join a chosen list, as in the import.
  const hashOf = new Map<string, string>();
  for (const key of keys) {
    const doc = found.get(key);
    if (!doc || listIDs.some((id) => !isSubscribed(doc, id))) hashOf.set(key, hashEmail(deps.hashSecret, key));
  }
  // Read-only: a team's first check may rebuild entries from older opt-outs; the preview works them out and writes nothing.
  const check = await suppressionCheckReadOnly(deps, teamID);
  const suppressed = await check.suppressed([...hashOf.values()], listIDs);
  const verdicts = rowVerdicts(rows, listIDs, (key) => {
    const hash = hashOf.get(key);
    return { found: found.get(key), suppressed: hash === undefined ? undefined : suppressed.get(hash) };
  });
  const counts = countVerdicts(verdicts);

  const tier = membership.team.subscription.tier;
  if (!Number.isFinite(planFor(tier).maxSubscribers)) return { rows: verdicts, counts, limit: null };
  const taken = takenPlaces(team, deps.now());
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
