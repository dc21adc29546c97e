/**
 * POST /subscriberTags: adds a tag to, or removes one from, several of a
 * team's subscribers at once (a plan with `tags` only).
 *
 * Every id is checked before anything is written, so a call naming one that
 * is not a subscriber of the team (missing, or another team's) answers 404
 * and changes nothing, and an add that would take one past the tags a
 * subscriber may have answers 400. The writes go in transactions of at most
 * BULK_CHUNK subscribers, one write each, within the store's cap. One deleted
 * by someone else in the meantime is passed over, and so is one that someone
 * else has given so many tags meanwhile that the add would take it past the
 * limit: a chunk never refuses after earlier ones committed.
 */
import { MAX, TAG_MESSAGES, sameTags, type ParsedInput } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import type { SubscriberDoc } from '../docs';
import { DomainError } from '../errors';
import { requireMembership, requirePermission } from '../membership';
import { assertPlanHas } from '../plans';
import { queryKeys } from './subscriber-keys';
import { retagged, tagsOf } from './subscriber-tags';
import { BULK_CHUNK, readTeamSubscribers } from './subscribers';
import { noteTags } from './team-tags';
import { subscriberRef } from '../records';
import { queueSubscriberEvents, teamWebhooks, type TeamWebhooks } from '../webhooks';

type TagsInput = ParsedInput<'subscriberTags'>;

/** Answers how many subscribers' tags changed (those that had the tag, or lacked it, already did not). */
export async function tagSubscribers(deps: Deps, uid: string, input: TagsInput): Promise<number> {
  const { ids, docs } = await readTeamSubscribers(deps.store, uid, input.teamID, input.subscriberIDs, (membership) =>
    assertPlanHas('tags', membership.team.subscription.tier),
  );
  assertRoomFor(docs, input);

  try {
    return await tagInChunks(deps, uid, input, ids);
  } finally {
    deps.signal.teamChanged(input.teamID);
  }
}

/** A tag change of a team's subscribers, as the caller asked it. */
export type TagChange = Pick<TagsInput, 'teamID' | 'add' | 'remove'>;

/**
 * Changes the tags of `ids` in transactions of at most BULK_CHUNK, within the
 * store's cap; answers how many changed. A subscriber job's page goes through here too.
 */
export async function tagInChunks(deps: Deps, uid: string, change: TagChange, ids: readonly string[]): Promise<number> {
  // Each subscriber changed also writes its subscriber.updated for each endpoint that asked for it.
  const hooks = await teamWebhooks(deps, change.teamID);
  const events = hooks.endpoints.filter((endpoint) => endpoint.events.includes('subscriber.updated')).length;
  // A chunk's tag note takes one write of the store's cap.
  const size = Math.max(1, Math.min(BULK_CHUNK, Math.floor((deps.store.maxTransactionWrites - 1) / (1 + events))));
  let updated = 0;
  for (let i = 0; i < ids.length; i += size)
    updated += await tagChunk(deps, uid, change, ids.slice(i, i + size), hooks);
  return updated;
}

/** Whether the tags after the change are more than a subscriber may have. */
const overFull = (tags: readonly string[]) => tags.length > MAX.tagsPerSubscriber;

/** Refuses an add that would take a subscriber past MAX.tagsPerSubscriber. */
function assertRoomFor(docs: readonly SubscriberDoc[], input: TagsInput): void {
  const full = docs.filter((doc) => overFull(retagged(tagsOf(doc), input))).length;
  if (full === 0) return;
  const which = full === 1 ? 'One of these subscribers has' : `${full} of these subscribers have`;
  const message = `${TAG_MESSAGES.tooMany} ${which} ${MAX.tagsPerSubscriber} already.`;
  throw new DomainError('invalid', message, [{ path: 'add', message }]);
}

/**
 * One transaction: the new tags of those of `ids` still in the team whose
 * tags change and still fit; answers how many.
 */
async function tagChunk(
  deps: Deps,
  uid: string,
  input: TagChange,
  ids: readonly string[],
  hooks: TeamWebhooks,
): Promise<number> {
  const { store } = deps;
  return store.runTransaction(async (tx) => {
    const now = deps.now();
    const membership = await requireMembership(store, uid, input.teamID, tx, 'Subscriber');
    requirePermission(membership, 'manageSubscribers');
    assertPlanHas('tags', membership.team.subscription.tier);
    const snaps = await Promise.all(ids.map((id) => tx.get(subscriberRef(store, id))));
    const changes: { id: string; doc: SubscriberDoc; tags: string[]; filterKeys: string[] }[] = [];
    snaps.forEach((snap, i) => {
      const doc = snap.data();
      if (doc?.teamID !== input.teamID) return;
      const before = tagsOf(doc);
      const tags = retagged(before, input);
      // Tags added by someone else since the check may leave no room: that subscriber is passed over.
      if (!overFull(tags) && !sameTags(before, tags))
        changes.push({ id: ids[i], doc, tags, filterKeys: queryKeys({ ...doc, tags }).filterKeys });
    });
    for (const { id, doc, tags, filterKeys } of changes) {
      tx.update(subscriberRef(store, id), { tags, filterKeys, modifiedAt: now });
      const after = { id, doc: { ...doc, tags, modifiedAt: now } };
      queueSubscriberEvents(tx, deps, hooks, { before: { id, doc }, after, edited: true });
    }
    if (input.add !== undefined && changes.length > 0) noteTags(tx, store, input.teamID, [input.add], now);
    return changes.length;
  });
}
