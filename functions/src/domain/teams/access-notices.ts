/**
 * Access notices (docs/product.md §4): a member who loses a team without
 * leaving it, because its owner deleted their account or a manager removed
 * them, finds a note of it on their profile until they dismiss it. The note
 * is added in the same transaction that takes the team from their profile,
 * and keeps the team's name (when it may) and the reason; no address, no ids.
 */
import { MAX, type ParsedInput } from '@listkeep/common';
import type { Deps } from '../../services/deps';
import { randomId } from '../../store/ids';
import { FieldValue, type Store, type Transaction } from '../../store/port';
import { COLLECTIONS, type AccessNoticeDoc, type TeamDoc, type UserDoc } from '../docs';
import { notFound } from '../errors';
import { userRef } from '../records';

/** Whose name a team's name must not carry into a notice. */
export type TeamOwner = Pick<UserDoc, 'name' | 'email'>;

export function namesPerson(text: string, person: TeamOwner): boolean {
  const lower = text.toLowerCase();
  const email = person.email.trim().toLowerCase();
  const parts = [person.name.trim().toLowerCase(), email, email.split('@')[0]];
  return parts.some((part) => part !== '' && lower.includes(part));
}

/**
 * The team's name as a notice may keep it, or null for "a team you were a
 * member of". A notice outlives the team, and may outlive its owner's account,
 * whose deletion leaves no document anywhere that names them (docs/product.md
 * §1 and §2, Account page). So a name made from the owner's (the default
 * "Ann's Team", which follows their name) is not kept, nor one that spells
 * their name or address; the public name may stand in for it.
 */
export function noticeTeamName(team: TeamDoc, owner: TeamOwner): string | null {
  const names = team.teamNameIsDefault ? [team.publicOrgName] : [team.teamName, team.publicOrgName];
  return names.map((name) => name.trim()).find((name) => name !== '' && !namesPerson(name, owner)) ?? null;
}

/**
 * The team's name as a notice may keep it, reading its owner's profile on tx
 * (a read: call it before the transaction's first write). An owner whose
 * profile is gone is known by the team's owner address alone.
 */
export async function noticeTeamNameIn(tx: Transaction, store: Store, team: TeamDoc): Promise<string | null> {
  const owner = (await tx.get(userRef(store, team.ownerUid))).data() ?? { name: '', email: team.ownerEmail };
  return noticeTeamName(team, owner);
}

/**
 * Takes a deleted owner's name out of the notices that kept their team's
 * name while they were there (removals): such a team becomes "a team you
 * were a member of". Answers the profiles changed, to signal.
 */
export async function forgetOwnerInNotices(store: Store, owner: UserDoc): Promise<string[]> {
  const keeping = await store
    .collection<UserDoc>(COLLECTIONS.users)
    .where('noticeOwners', 'array-contains', owner.uid)
    .get();
  for (const snap of keeping.docs) {
    await store.runTransaction(async (tx) => {
      const ref = userRef(store, snap.id);
      const notices = (await tx.get(ref)).data()?.accessNotices ?? [];
      tx.update(ref, {
        accessNotices: notices.map((n) =>
          n.teamName && namesPerson(n.teamName, owner) ? { ...n, teamName: null } : n,
        ),
        noticeOwners: FieldValue.arrayRemove(owner.uid),
      });
    });
  }
  return keeping.docs.map((snap) => snap.id);
}

/** The profile's notices with a new one first, keeping the latest MAX.accessNotices. */
export function withAccessNotice(
  user: Pick<UserDoc, 'accessNotices'>,
  notice: Omit<AccessNoticeDoc, 'id'>,
): AccessNoticeDoc[] {
  return [{ id: randomId(), ...notice }, ...(user.accessNotices ?? [])].slice(0, MAX.accessNotices);
}

/** POST /dismissAccessNotice: removes one notice of the caller's; an id they do not have is a 404. */
export async function dismissAccessNotice(
  deps: Deps,
  uid: string,
  input: ParsedInput<'dismissAccessNotice'>,
): Promise<void> {
  const { store } = deps;
  await store.runTransaction(async (tx) => {
    const ref = userRef(store, uid);
    const notices = (await tx.get(ref)).data()?.accessNotices ?? [];
    if (!notices.some((notice) => notice.id === input.id)) throw notFound('Notice');
    tx.update(ref, { accessNotices: notices.filter((notice) => notice.id !== input.id), modifiedAt: deps.now() });
  });
  // Other open tabs of the user drop the banner too.
  await deps.signal.accountChanged(uid);
}
