/**
 * Shapes the API answers with (spec section 3). Times travel as
 * `{seconds, nanoseconds}` objects, as the spec's client expects.
 */
import type { Role } from './roles';
import type { Tier } from './tiers';

export interface Timestamp {
  seconds: number;
  nanoseconds: number;
}

export interface TeamRef {
  teamID: string;
  teamName: string;
}

export interface ActiveTeam extends TeamRef {
  role: Role;
  ownerEmail: string;
}

export interface TeamInvite {
  teamID: string;
  teamName: string;
  inviterName: string;
}

export interface GroupInvite {
  groupID: string;
  groupName: string;
  inviterName: string;
}

export type SubscriptionStatus = 'active' | 'canceled' | 'past_due' | 'none';

export interface Subscription {
  status: SubscriptionStatus;
  tier: Tier;
  cancelAtPeriodEnd: boolean;
  cancelAt: Timestamp | null;
  downgradeAtPeriodEnd: boolean;
  downgradeTo: Tier | null;
}

export interface Profile {
  uid: string;
  name: string;
  email: string;
  onboarded: boolean;
  latestTeamID: string;
  teams: TeamRef[];
  activeTeam: ActiveTeam;
  teamInvites: TeamInvite[];
  groupInvites: GroupInvite[];
  whitelisted: boolean;
  subscription: Subscription;
  serverVersion: string;
}

export interface Team {
  id: string;
  teamName: string;
  publicOrgName: string;
  teamURL: string;
  autoSubscribe: boolean;
  supportEmail: string;
  ownerEmail: string;
  subscription: { tier: Tier; status: SubscriptionStatus };
  teamInvites: TeamInvite[];
}

export interface OverviewCounts {
  recentSubscribersCount: number;
  totalSubscribers: number;
  totalEmails: number;
}

export interface LatestSubscriber {
  id: string;
  email: string;
  newsletterNames: string[];
  lastSubscribeEvent: Timestamp | null;
}

export interface OverviewData extends OverviewCounts {
  latestSubscribers: LatestSubscriber[];
}

export interface Newsletter {
  id: string;
  teamID: string;
  newsletterName: string;
  name: string;
  description: string;
  notes: string;
  private: boolean;
  sendWelcomeEmail: boolean;
  welcomeContent: string;
  blockSubscribes: boolean;
  overviewData: OverviewCounts;
  createdAt: Timestamp;
}

export interface DashboardData {
  team: Team;
  newsletters: Newsletter[];
  overviewData: OverviewData;
  warnings: { verify_email_warning: boolean };
}
