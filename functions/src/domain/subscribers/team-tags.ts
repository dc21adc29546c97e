/**
 * The tags a team's subscribers carry, for the tag filter's choices and the
 * editors' suggestions, however many subscribers there are. No store can list
 * the distinct values of an array field, so each tag a sender gives is
 * noted on `teamTags/{teamID}_{key}` in the transaction that gives it, and a
 * read keeps only the noted tags some subscriber still has (a tag taken off
 * everyone leaves a note the next read drops). Recipients never change
 * tags, so no recipient's action writes here.
 */
import { compareTags, tagKey, uniqueTags } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import type { Store, Transaction } from '../../store/port';
import { COLLECTIONS, type TeamTagDoc } from '../docs';
import { requireMembership, requirePermission } from '../membership';
import { subscriberQuery } from './subscriber-query';
import { tagsOf } from './subscriber-tags';

/** The most tags a read offers. */
export const TEAM_TAGS_READ = 500;

/** Queries in flight at once while a read checks its notes. */
const CHECKS_AT_ONCE = 25;

/**
 * How long a note is kept though no subscriber has its tag: a read racing
 * the write that noted it may not see that write's subscriber yet.
 */
export const TAG_NOTE_GRACE_MS = 10 * 60_000;

const noteRef = (store: Store, teamID: string, tag: string) =>
  store.doc<TeamTagDoc>(`${COLLECTIONS.teamTags}/${teamID}_${Buffer.from(tagKey(tag), 'utf8').toString('base64url')}`);

/** Notes, in the transaction that gives them, tags given to the team's subscribers: one write per tag. */
export function noteTags(tx: Transaction, store: Store, teamID: string, tags: Iterable<string>, now: number): void {
  for (const tag of uniqueTags([...tags])) {
    tx.set(noteRef(store, teamID, tag), { teamID, key: tagKey(tag), notedAt: now } satisfies TeamTagDoc);
  }
}

/**
 * The tag as the team's longest-standing subscriber with it spells it, or
 * null when no subscriber has it: one index entry read.
 */
async function spelling(store: Store, teamID: string, key: string): Promise<string | null> {
  const { query } = await subscriberQuery(store, { teamID, tag: key, sort: 'createdAt' });
  const first = (await query.limit(1).get()).docs[0]?.data();
  return first ? (tagsOf(first).find((tag) => tagKey(tag) === key) ?? key) : null;
}

/**
 * The team's tags that a subscriber has, each as its longest-standing
 * subscriber spells it, in alphabetical order. Notes of tags nobody has any
 * more are deleted once past their grace.
 */
export async function teamTags(store: Store, teamID: string, now: number): Promise<string[]> {
  const notes = await store
    .collection<TeamTagDoc>(COLLECTIONS.teamTags)
    .where('teamID', '==', teamID)
    .limit(TEAM_TAGS_READ)
    .get();
  const kept: string[] = [];
  const docs = notes.docs;
  for (let start = 0; start < docs.length; start += CHECKS_AT_ONCE) {
    const group = docs.slice(start, start + CHECKS_AT_ONCE);
    const spelt = await Promise.all(group.map((snap) => spelling(store, teamID, snap.data()!.key)));
    await Promise.all(
      group.map(async (snap, i) => {
        const tag = spelt[i];
        if (tag !== null) kept.push(tag);
        else if (now - snap.data()!.notedAt > TAG_NOTE_GRACE_MS) await store.doc(snap.path).delete();
      }),
    );
  }
  return kept.sort(compareTags);
}

/** GET /teamTags: the team's tags, for anyone who may see its subscribers (their tags are on the rows). */
export async function readTeamTags(deps: Deps, uid: string, teamID: string): Promise<string[]> {
  requirePermission(await requireMembership(deps.store, uid, teamID), 'viewSubscribers');
  return teamTags(deps.store, teamID, deps.now());
}
