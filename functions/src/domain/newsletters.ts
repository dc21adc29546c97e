import { planFor, type Newsletter, type ParsedInput } from '@listkeep/common';
import { ApiError } from '../http/api-error';
import type { Deps } from '../services/deps';
import type { DocSnapshot } from '../store/port';
import { FieldValue } from '../store/port';
import { teamRef } from './accounts';
import { COLLECTIONS, type NewsletterDoc } from './docs';
import { requireMembership, requirePermission } from './membership';
import { recentCount, toTimestamp } from './time';

export const newslettersOf = (deps: Deps, teamID: string) =>
  deps.store.collection<NewsletterDoc>(COLLECTIONS.newsletters).where('teamId', '==', teamID).orderBy('createdAt');

export function toNewsletter(snap: DocSnapshot<NewsletterDoc>, now: number): Newsletter {
  const doc = snap.data()!;
  return {
    id: snap.id,
    teamID: doc.teamId,
    newsletterName: doc.newsletterName,
    name: doc.newsletterName,
    description: doc.description,
    notes: doc.notes,
    private: doc.private,
    sendWelcomeEmail: doc.sendWelcomeEmail,
    welcomeContent: doc.welcomeContent,
    blockSubscribes: doc.blockSubscribes,
    overviewData: {
      recentSubscribersCount: recentCount(doc.subscribeDays, now),
      totalSubscribers: doc.counters.subscribers,
      totalEmails: doc.counters.emails,
    },
    createdAt: toTimestamp(doc.createdAt),
  };
}

type CreateInput = ParsedInput<'createNewsletter'>;

function fieldsOf(
  input: CreateInput,
): Omit<NewsletterDoc, 'teamId' | 'counters' | 'subscribeDays' | 'createdAt' | 'modifiedAt'> {
  if ('onboarding' in input) {
    return {
      newsletterName: input.name,
      description: '',
      notes: '',
      private: false,
      sendWelcomeEmail: false,
      welcomeContent: '',
      blockSubscribes: false,
    };
  }
  return {
    newsletterName: input.newsletterName,
    description: input.description,
    notes: input.notes,
    // A newsletter that blocks subscriptions must be private (spec section 4).
    private: input.private || input.blockSubscribes,
    sendWelcomeEmail: input.sendWelcomeEmail,
    welcomeContent: input.welcomeContent,
    blockSubscribes: input.blockSubscribes,
  };
}

/**
 * POST /newsletters. The onboarding form creates the team's first newsletter
 * only once: a repeat answers 409 so the wizard can say "Newsletter already
 * created". The list limit of the tier is checked in the same transaction as
 * the counter it reads.
 */
export async function createNewsletter(deps: Deps, uid: string, input: CreateInput): Promise<Newsletter> {
  const { store } = deps;
  const now = deps.now();
  const ref = store.collection<NewsletterDoc>(COLLECTIONS.newsletters).doc();
  const doc: NewsletterDoc = {
    ...fieldsOf(input),
    teamId: input.teamID,
    counters: { subscribers: 0, emails: 0 },
    subscribeDays: {},
    createdAt: now,
    modifiedAt: now,
  };

  await store.runTransaction(async (tx) => {
    const membership = await requireMembership(store, uid, input.teamID, tx);
    requirePermission(membership, 'manageNewsletters');
    const count = membership.team.counters.newsletters;
    if ('onboarding' in input && count > 0) {
      throw new ApiError('already-exists', 'Newsletter already created');
    }
    const plan = planFor(membership.team.subscription.tier);
    if (count >= plan.maxLists) {
      throw new ApiError(
        'tier-limit',
        `The ${plan.name} plan allows ${plan.maxLists} newsletter${plan.maxLists === 1 ? '' : 's'}. Upgrade to add more.`,
      );
    }
    tx.create(ref, doc);
    tx.update(teamRef(store, input.teamID), { 'counters.newsletters': FieldValue.increment(1) });
  });
  return toNewsletter({ id: ref.id, path: ref.path, exists: true, data: () => doc }, now);
}
