/**
 * Shapes the API answers with (docs/product.md §3). Times travel as
 * `{seconds, nanoseconds}` objects, as the web client expects.
 */
import type { AccessNoticeReason } from './access-notices';
import type { ApiKeyScope } from './api-keys';
import type { WebhookDeliveryState, WebhookEventType } from './webhooks';
import type { ChainHead, ChainRecord } from './consent-chain';
import type { ConsentKind } from './consent-sources';
import type { Language } from './i18n/languages';
import type { UndeliveredMails } from './mail-delivery';
import type { NewsletterSettings } from './newsletter-settings';
import type { Role } from './roles';
import type { SendFrom } from './send-providers';
import type { FooterShortIDs } from './short-links';
import type { NOT_ACCEPTING_REASON } from './not-accepting';
import type { ApiTier } from './tiers';

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

/** An invitation as its page shows it, to the holder of its link or the invited address's verified user. */
export interface Invitation {
  teamID: string;
  teamName: string;
  inviterName: string;
  role: Role;
  /** The invited address, as the inviter typed it. */
  email: string;
}

export interface GroupInvite {
  groupID: string;
  groupName: string;
  inviterName: string;
}

/** Stripe's subscription statuses, and `none` for a team that never had one (what each means: common/src/billing.ts). */
export type SubscriptionStatus =
  'active' | 'trialing' | 'past_due' | 'unpaid' | 'incomplete' | 'incomplete_expired' | 'paused' | 'canceled' | 'none';

export interface Subscription {
  status: SubscriptionStatus;
  tier: ApiTier;
  cancelAtPeriodEnd: boolean;
  cancelAt: Timestamp | null;
  downgradeAtPeriodEnd: boolean;
  downgradeTo: ApiTier | null;
  /** When the paid period ends: a scheduled downgrade takes effect then; a trial's end while trialing. */
  periodEnd: Timestamp | null;
  /** While a renewal's payment is failing (`past_due`): the last day to update the card and keep the plan. */
  paymentDueBy: Timestamp | null;
  /** Paying subscriptions at the provider beyond the one the plan is read from: the owner should cancel them. */
  extraSubscriptions: number;
}

/**
 * Why the user lost access to a team, shown until they dismiss it
 * (common/src/access-notices.ts words it). `teamName` is null when the
 * notice does not keep the name (functions/src/domain/teams/access-notices.ts).
 */
export interface AccessNotice {
  id: string;
  teamName: string | null;
  reason: AccessNoticeReason;
  at: Timestamp;
}

export interface Profile {
  uid: string;
  name: string;
  email: string;
  onboarded: boolean;
  latestTeamID: string;
  /** The team created for the user on demand ("create my own newsletter"); null until then. */
  ownTeamID: string | null;
  teams: TeamRef[];
  activeTeam: ActiveTeam;
  teamInvites: TeamInvite[];
  groupInvites: GroupInvite[];
  /** The latest first; at most MAX.accessNotices. */
  accessNotices: AccessNotice[];
  whitelisted: boolean;
  subscription: Subscription;
  serverVersion: string;
  /** The mailbox the user sends from, which sizes and spreads a send's batches. */
  sendFrom: SendFrom;
}

export interface Team {
  id: string;
  teamName: string;
  publicOrgName: string;
  teamURL: string;
  autoSubscribe: boolean;
  supportEmail: string;
  ownerEmail: string;
  subscription: { tier: ApiTier; status: SubscriptionStatus };
  teamInvites: TeamInvite[];
  /**
   * When members beyond the plan's users lose access (docs/product.md §4,
   * Tiers at cutoff), while the team is over its plan and warned; else null.
   */
  usersCutoffAt: Timestamp | null;
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

export interface Newsletter extends NewsletterSettings {
  id: string;
  teamID: string;
  /** The same as newsletterName. */
  name: string;
  /** The saved custom footer template, sanitised; '' for none (common/src/custom-footer.ts). */
  customFooterHtml: string;
  overviewData: OverviewCounts;
  createdAt: Timestamp;
  /** Beyond the team's plan's lists: read, copy, export and delete only (docs/product.md §4, Tiers at cutoff). */
  readOnly: boolean;
}

/**
 * Public sign-ups the team's plan turned away since the warning was last
 * dismissed (common/src/signups.ts words it).
 */
export interface RefusedSignupsWarning {
  count: number;
  /** The lists they were for; a list deleted since is left out. */
  newsletterNames: string[];
  /** The plan the team was on at the latest refusal, and its subscriber limit. */
  planName: string;
  maxSubscribers: number;
  since: Timestamp;
  /** Sent back by POST /dismissRefusedSignups, so that only what was shown is dismissed. */
  key: string;
}

/** What the team holds of each thing its plan limits (common/src/web/plan-usage.ts sets them against the plan). */
export interface PlanUsageCounts {
  /** Every subscriber of the team, on a list or not, as the plan's limit counts them. */
  subscribers: number;
  /** Newsletters (lists). */
  lists: number;
  /** Members of the team and invites still pending. */
  users: number;
}

export interface DashboardData {
  team: Team;
  newsletters: Newsletter[];
  overviewData: OverviewData;
  usage: PlanUsageCounts;
  warnings: {
    verify_email_warning: boolean;
    refused_signups_warning: RefusedSignupsWarning | null;
    /** For the team's owner: mails that could not be delivered (common/src/mail-delivery.ts words it). */
    undelivered_mails_warning: UndeliveredMails | null;
  };
}

/**
 * POST /emailActionSubmit. `not-accepting` answers a subscribe that the list
 * did not take (see NOT_ACCEPTING_REASON); it depends on the list and its
 * team only, never on the address.
 */
export type EmailActionSubmitAnswer = { ok: true } | { ok: false; reason: typeof NOT_ACCEPTING_REASON };

export interface SubscriptionMeta {
  subscribedAt: Timestamp | null;
  /** Set when the subscriber opted out of (or was removed from) that list. */
  unsubscribedAt: Timestamp | null;
  source: string;
}

export interface Subscriber {
  id: string;
  subscriberEmail: string;
  subscriberName: string;
  notes: string;
  /** Every list the subscriber was ever put on; subscribed where the meta has no unsubscribedAt. */
  newsletterIDs: string[];
  subscriptionMeta: Record<string, SubscriptionMeta>;
  createdAt: Timestamp;
  modifiedAt: Timestamp;
  lastSubscribeEvent: Timestamp | null;
  subscriptionSource: string;
  /** One spelling of each, compared without case (common/src/tags.ts); kept when the plan loses tags. */
  tags: string[];
}

/** One opt-in or opt-out of a subscriber's history (GET /subscriberHistory/{id}). */
export interface SubscriberHistoryEvent {
  at: Timestamp;
  newsletterID: string;
  /** The list's name now; null when the list has been deleted. */
  newsletterName: string | null;
  action: 'opt-in' | 'opt-out';
  /** How it came about: one of CONSENT_SOURCES (common/src/consent-sources.ts), or an old record's sender source. */
  source: string;
  /** Whose action it was, by its source (consentKind). */
  kind: ConsentKind;
}

/** A subscriber's history in its team, newest first: the latest MAX.historyEvents events. */
export interface SubscriberHistory {
  subscriberEmail: string;
  events: SubscriberHistoryEvent[];
  /** Older events exist beyond those answered. */
  more: boolean;
}

/** A page of GET /consentChain (common/src/consent-chain.ts). */
export interface ConsentChainPage {
  teamID: string;
  /** The team's head now. */
  head: ChainHead;
  /** Records oldest first. */
  records: ChainRecord[];
  /** Pass as `after` for the next page; null on the last page. */
  next: number | null;
}

export interface EmailLog {
  id: string;
  newsletterID: string;
  subject: string;
  body: string;
  notes: string;
  sent: boolean;
  /** `HH:MM` or empty. */
  sentTime: string;
  /** `YYYY-MM-DD` or empty. */
  sentDate: string;
  subscribes: number;
  unsubscribes: number;
  /** Clicks on this entry's tracked links and footer links, on plans that track clicks. */
  clicks: number;
  /**
   * The short ids of its footer's tracked addresses. An entry logged before
   * short addresses gets them from GET /trackedLinks/{id}, which makes them.
   */
  footerShortIDs?: FooterShortIDs;
  createdAt: Timestamp;
  /** A send in batches under way or done: its batches and how many are marked sent; null before one is planned. */
  sendProgress: { batches: number; marked: number } | null;
  /** Addresses the marked batches went to; null until one is marked. */
  recipients: number | null;
}

/** Who marked a batch of a send as sent, when, and how many of its addresses it went to. */
export interface SendBatchMark {
  /** null once the marker's account is deleted. */
  byUid: string | null;
  byName: string;
  at: Timestamp;
  count: number;
}

/** One batch of a send, as GET /emails/{emailID}/send answers it. */
export interface SendBatch {
  /** 1-based, in the order the batches are sent. */
  n: number;
  /** A batch of subscribers who joined after the send began, added by the sender's choice. */
  joined: boolean;
  /** Addresses planned into it. */
  planned: number;
  /** Addresses still to send it to: those planned that are still subscribed; empty once marked. */
  addresses: string[];
  /** Planned addresses that left the list before the batch was marked. */
  left: number;
  marked: SendBatchMark | null;
}

/** A send's state: its batches, subscribers who joined since it began, what the caller marked today. */
export interface SendState {
  /** The plan's id, which a mark names; null before the batches are planned. */
  planID: number | null;
  batchSize: number | null;
  batches: SendBatch[];
  /** Current subscribers in no batch: they joined since the send began. */
  joined: string[];
  /** Recipients of the batches the caller marked sent on their today, in every team. */
  sentToday: number;
}

/** A sender's own URL behind a tracked address of an email log entry. */
export interface TrackedLink {
  linkID: string;
  /** The list its address names: the email's list when the link was made. */
  newsletterID: string;
  /** Its short tracked address's id (common/src/short-links.ts). */
  shortID: string;
  url: string;
  /** Clicks counted while the team's plan tracked links. */
  clicks: number;
  createdAt: Timestamp;
}

/** GET /trackedLinks/{emailID}: an entry's tracked addresses, its own URLs' and its footer's. */
export interface EmailTrackedLinks {
  links: TrackedLink[];
  footerShortIDs: FooterShortIDs;
}

/** A list's source: a named subscribe link with its QR code (common/src/list-sources.ts). */
export interface ListSource {
  id: string;
  newsletterID: string;
  name: string;
  createdAt: Timestamp;
  /** Sign-ups confirmed through its link while the team's plan tracked links, since it was made. */
  subscribes: number;
  /** Those of each week of NewsletterSourcesAnswer.weeks, in the same order. */
  weekly: number[];
}

/** GET /newsletterSources/{newsletterID}: the list's sources, oldest first. */
export interface NewsletterSourcesAnswer {
  /** The Monday (UTC, YYYY-MM-DD) of each of the last SOURCE_WEEKS weeks, oldest first; the last is this week. */
  weeks: string[];
  sources: ListSource[];
}

export interface TeamUser {
  userID: string;
  name: string;
  email: string;
  role: Role;
  status: 'active' | 'pending';
}

export type DashboardItem = Subscriber | EmailLog | TeamUser;

export interface DashboardItemAnswer {
  data: DashboardItem[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** Every row that matches, on all pages; null when the call asked to skip the count. */
  total: number | null;
}

export interface BatchSubscribersAnswer {
  /** New subscribers created by this call. */
  createdSubscriberIDs: string[];
  /** Existing subscribers that were added to a chosen list they were not on. */
  updatedSubscriberIDs: string[];
  /** Addresses already subscribed to every chosen list (spec: "already existed and were not added"). */
  alreadyExists: string[];
  /** Addresses that opted out of a chosen list: never re-subscribed by an import. */
  optedOut: string[];
}

/** The answer of one POST /batchSubscribers call. */
export interface ImportCallAnswer extends BatchSubscribersAnswer {
  /**
   * The import's entry in the team's import history, which exists once the
   * import wrote something; the next calls of the same import send it back.
   */
  importID: string;
}

/** What an undo did (POST /undoImport), or has done so far. */
export interface ImportUndoCounts {
  /** Subscribers the import created, deleted again. */
  removed: number;
  /** Existing subscribers taken off the lists the import put them on. */
  takenOff: number;
  /** What else the import wrote: changed since (by the team, the recipient or a later import), so left as it is. */
  leftAlone: number;
}

/** An import as its team's history shows it (GET /importHistory, docs/product.md §4 Undoing an import). */
export interface ImportHistoryEntry {
  id: string;
  /** When it first wrote. */
  at: Timestamp;
  /** Who imported, as the team's members list names them; null for someone no longer in the team. */
  by: string | null;
  /** The imported file's name; null for a pasted list. */
  fileName: string | null;
  newsletterIDs: string[];
  /** Subscribers it created. */
  created: number;
  /** Existing subscribers it put on a chosen list. */
  added: number;
  status: 'done' | 'undoing' | 'undone';
  /** Until when it may be undone; null when it no longer may (undone, or older than the undo window). */
  undoableUntil: Timestamp | null;
  /** Its undo, once one started: when it finished (null while it runs), who, and what it did. */
  undo: (ImportUndoCounts & { at: Timestamp | null; by: string | null }) | null;
}

export interface ImportHistory {
  /** The team's latest imports, newest first (MAX.importHistory at most). */
  imports: ImportHistoryEntry[];
}

/** A list as the public link pages show it. */
export interface LinkList {
  id: string;
  newsletterName: string;
}

export interface LinkNewsletterData {
  newsletterName: string;
  description: string;
}

/**
 * Whose page a recipient is on, as the server decides it (never a name from
 * the page's address): the team's public organisation name, else the list's name.
 */
export interface LinkSender {
  senderName: string;
  /**
   * The language the page takes when the reader's browser asks for none it
   * speaks: the list's default, or on a confirmation page the one it was asked in.
   */
  language: Language;
}

/** POST /linkOpen with a linkID: the subscriber's manage / one-click unsubscribe page. */
export interface LinkSubscriberData extends LinkSender {
  subscriberEmail: string;
  /** The list the link is for: the one its unsubscribe page offers to leave. */
  newsletterID: string;
  newsletterData: LinkNewsletterData;
  /** Lists the subscriber is currently on. */
  subscribedLists: LinkList[];
  /** The team's lists that are not private, nor read-only beyond its plan (docs/product.md §4). */
  publicLists: LinkList[];
}

/** POST /linkOpen with a newsletterID: the public subscribe / unsubscribe page. */
export interface LinkNewsletterPageData extends LinkSender {
  newsletterData: LinkNewsletterData;
  blockSubscribes: boolean;
  /** The team's website, the way back from a sign-up form's page; '' when the team gave none. */
  senderSite: string;
}

/** POST /linkOpen {type: 'confirmSubscribe', linkID}: the page behind a subscribe confirmation mail. */
export interface LinkConfirmPageData extends LinkSender {
  newsletterData: LinkNewsletterData;
  /** The request was confirmed already and the address is on the list. */
  confirmed: boolean;
}

/** What POST /linkOpen opens: a list's page, a subscriber's link, or a subscribe confirmation, by its input. */
export type LinkOpenData = LinkNewsletterPageData | LinkSubscriberData | LinkConfirmPageData;

/** POST /linkOpen; `D` narrows the data to what the kind of link opened answers. */
export interface LinkOpenAnswer<D extends LinkOpenData = LinkOpenData> {
  returnData: D;
}

/**
 * POST /linkAction: the subscriber's lists afterwards, and on a link the
 * sender made, the lists the address opted out of that it asked for again:
 * those wait for a confirmation from the mailbox. For `confirmSubscribe`, the
 * refusal when the team reached its plan's limit before the confirmation.
 */
export type LinkActionAnswer =
  | { ok: true; subscribedLists: LinkList[]; awaitingConfirmation?: LinkList[] }
  | { ok: false; reason: typeof NOT_ACCEPTING_REASON };

/** An API key as the Team tab lists it: never the key itself, which is shown once, on creation. */
export interface ApiKey {
  id: string;
  name: string;
  scope: ApiKeyScope;
  createdAt: Timestamp;
  /** The member who created it, by name as they were then (their address if they had none). */
  createdBy: string;
  /** The last call made with it, to within API_KEY_LIMITS.lastUsedEveryMinutes; null until its first. */
  lastUsedAt: Timestamp | null;
}

/** POST /apiKeys: the key's record, and the key, which no later answer holds. */
export interface CreatedApiKey {
  apiKey: ApiKey;
  key: string;
}

/** A page of a team's subscribers through GET /api/v1/subscribers. */
export interface SubscriberPage {
  data: Subscriber[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** How many match on all pages (counted with the first page); null when not counted. */
  total: number | null;
}

/** A page of a team's email log through GET /api/v1/emails, newest first. */
export interface EmailLogPage {
  data: EmailLog[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  total: number | null;
}

/** A webhook endpoint as the Team tab lists it: never its signing secret, which is shown once, on creation. */
export interface WebhookEndpoint {
  id: string;
  url: string;
  events: WebhookEventType[];
  createdAt: Timestamp;
  /** The member who added it, by name as they were then (their address if they had none). */
  createdBy: string;
}

/** POST /webhooks: the endpoint's id and its signing secret, which no later answer holds. */
export interface CreatedWebhook {
  id: string;
  secret: string;
  endpoint: WebhookEndpoint;
}

/** One delivery of an event to an endpoint, as its delivery log shows it. */
export interface WebhookDelivery {
  id: string;
  /** The event's own id, the same on every attempt (a receiver may use it to see a repeat). */
  eventID: string;
  type: WebhookEventType;
  createdAt: Timestamp;
  state: WebhookDeliveryState;
  attempts: number;
  /** The time of the last attempt; null before the first. */
  lastAttemptAt: Timestamp | null;
  /** When the next attempt is due; null when none is planned. */
  nextAttemptAt: Timestamp | null;
  /** The HTTP status of the last answer; null when there was none (a timeout, a refused connection). */
  status: number | null;
  /** The start of the last answer's body, or what went wrong when there was no answer. */
  answer: string;
}
