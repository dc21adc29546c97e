/**
 * Which documents a whole team shares: ones every recipient of a team would
 * write if a recipient's action wrote them, so that Firestore's one write a
 * second per document would make a burst of actions abort each other. A
 * counter shard is not one (it is one of many), nor is anything per
 * recipient, per record or per caller (a subscriber, a consent record, a
 * link, a suppression, a mail, a rate count). The rule a recipient's action
 * is held to (no such write), read by its test and by the burst bench.
 */
import { COLLECTIONS } from '../docs';

/** Collections whose every document is shared by a team: the team itself, and what many recipients count on. */
export const TEAM_SHARED_COLLECTIONS: readonly string[] = [
  COLLECTIONS.teams,
  COLLECTIONS.newsletters,
  COLLECTIONS.emails,
  COLLECTIONS.sources,
  COLLECTIONS.trackedLinks,
];

/** Whether `path` names a team-shared document: a top-level document of one of those collections. */
export function isTeamShared(path: string): boolean {
  const parts = path.split('/');
  return parts.length === 2 && TEAM_SHARED_COLLECTIONS.includes(parts[0]);
}
