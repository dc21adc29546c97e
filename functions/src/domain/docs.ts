/**
 * Shapes of the stored documents (design.md section 5). Times are epoch
 * milliseconds; the API turns them into `{seconds, nanoseconds}` on the way out.
 */
import type { GroupInvite, Role, SubscriptionStatus, TeamInvite, Tier } from '@listkeep/common';

export type UserDoc = {
  uid: string;
  name: string;
  email: string;
  photoURL: string;
  onboarded: boolean;
  latestTeamID: string;
  /** The team created with the account; its subscription is the user's own. */
  ownTeamID: string;
  teamIDs: string[];
  teamInvites: TeamInvite[];
  groupInvites: GroupInvite[];
  whitelisted: boolean;
  createdAt: number;
  modifiedAt: number;
};

export type SubscriptionDoc = {
  status: SubscriptionStatus;
  tier: Tier;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  downgradeAtPeriodEnd: boolean;
  downgradeTo: Tier | null;
};

/** Per-day subscribe counts (`YYYY-MM-DD` in UTC) for the last month's figure. */
export type DayCounts = Record<string, number>;

export type TeamCounters = {
  subscribers: number;
  newsletters: number;
  members: number;
  emails: number;
};

export type TeamDoc = {
  teamName: string;
  /** Still the name made up at sign-up; follows the owner's name until someone names the team. */
  teamNameIsDefault: boolean;
  publicOrgName: string;
  teamURL: string;
  autoSubscribe: boolean;
  supportEmail: string;
  ownerUid: string;
  ownerEmail: string;
  subscription: SubscriptionDoc;
  counters: TeamCounters;
  subscribeDays: DayCounts;
  createdAt: number;
};

export type MemberDoc = {
  uid: string;
  email: string;
  name: string;
  role: Role;
  status: 'active';
  joinedAt: number;
};

export type NewsletterDoc = {
  teamId: string;
  newsletterName: string;
  description: string;
  notes: string;
  private: boolean;
  sendWelcomeEmail: boolean;
  welcomeContent: string;
  blockSubscribes: boolean;
  counters: { subscribers: number; emails: number };
  subscribeDays: DayCounts;
  createdAt: number;
  modifiedAt: number;
};

export type SubscriberDoc = {
  teamId: string;
  subscriberEmail: string;
  emailKey: string;
  subscriberName: string;
  notes: string;
  newsletterIDs: string[];
  subscriptionMeta: Record<string, { subscribedAt: number | null; unsubscribedAt: number | null; source: string }>;
  subscriptionSource: string;
  createdAt: number;
  modifiedAt: number;
  lastSubscribeEvent: number | null;
};

export const COLLECTIONS = {
  users: 'users',
  teams: 'teams',
  members: 'members',
  newsletters: 'newsletters',
  subscribers: 'subscribers',
  emails: 'emails',
} as const;
