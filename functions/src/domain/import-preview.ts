/**
 * POST /previewImport: what an import of these rows would do, row by row
 * (docs/product.md §5 Import preview), read-only. It makes the import's own
 * checks (`importChecks`) and its verdicts (domain/import-verdicts.ts), and
 * says in advance whether the plan's subscriber limit would refuse it.
 */
import { countVerdicts, planFor, readEntry, type ImportPreviewAnswer, type ParsedInput } from '@listkeep/common';
import type { Deps } from '../services/deps';
import { importChecks } from './batch';
import type { SubscriberDoc } from './docs';
import { rowVerdicts } from './import-verdicts';
import { allowanceOf, planLimitRefusal, roomLeft } from './plan-limits';
import { subscriberID, subscriberRef, takenPlaces } from './subscribers';

export async function previewImport(
  deps: Deps,
  uid: string,
  input: ParsedInput<'previewImport'>,
): Promise<ImportPreviewAnswer> {
  const { store } = deps;
  const { teamID, rows } = input;
  const listIDs = [...new Set(input.newsletterIDs)];
  const membership = await importChecks(deps, uid, teamID, listIDs);

  const keys = new Set<string>();
  for (const row of rows) {
    const read = readEntry(row);
    if (read.kind === 'valid') keys.add(read.key);
  }
  const found = new Map<string, SubscriberDoc>();
  await Promise.all(
    [...keys].map(async (key) => {
      // A key is its own address as far as the subscriber's id goes (emailKey of a key is the key).
      const doc = (await subscriberRef(store, subscriberID(teamID, key)).get()).data();
      if (doc) found.set(key, doc);
    }),
  );
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
