/**
 * The shared records layer: where the documents that many features read and
 * write live, as a ref or a query each.
 */
import type { Store } from '../store/port';
import {
  COLLECTIONS,
  type EmailDoc,
  type LinkDoc,
  type MemberDoc,
  type ListDoc,
  type SubscriberDoc,
  type TeamDoc,
  type UserDoc,
} from './docs';

export const userRef = (store: Store, uid: string) => store.doc<UserDoc>(`${COLLECTIONS.users}/${uid}`);

export const teamRef = (store: Store, teamID: string) => store.doc<TeamDoc>(`${COLLECTIONS.teams}/${teamID}`);

export const memberRef = (store: Store, teamID: string, uid: string) =>
  store.doc<MemberDoc>(`${COLLECTIONS.teams}/${teamID}/${COLLECTIONS.members}/${uid}`);

/** A team's members; a plan allows at most 20, so they are read whole. */
export const teamMembers = (store: Store, teamID: string) =>
  store.collection<MemberDoc>(`${COLLECTIONS.teams}/${teamID}/${COLLECTIONS.members}`);

export const listRef = (store: Store, id: string) => store.doc<ListDoc>(`${COLLECTIONS.newsletters}/${id}`);

/** A team's lists, oldest first: the order that decides which are beyond its plan (domain/plans/read-only-lists.ts). */
export const listsOf = (store: Store, teamID: string) =>
  store.collection<ListDoc>(COLLECTIONS.newsletters).where('teamID', '==', teamID).orderBy('createdAt');

export const subscriberRef = (store: Store, id: string) => store.doc<SubscriberDoc>(`${COLLECTIONS.subscribers}/${id}`);

export const emailRef = (store: Store, id: string) => store.doc<EmailDoc>(`${COLLECTIONS.emails}/${id}`);

export const linkRef = (store: Store, id: string) => store.doc<LinkDoc>(`${COLLECTIONS.links}/${id}`);
