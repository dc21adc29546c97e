/**
 * Shapes of the stored documents (docs/product.md §3). Times are epoch
 * milliseconds; the API turns them into `{seconds, nanoseconds}` on the way out.
 */
import type { BillingState } from '../services/billing';
import type { OutgoingMail } from '../services/mailer';
import type {
  SubscriberJobAction,
  SubscriberJobState,
  SubscriberMatch,
  AccessNotice,
  ApiKeyScope,
  WebhookEventType,
  ChainHead,
  EmailLog,
  FooterLinkType,
  FooterShortIDs,
  GroupInvite,
  Language,
  MailKind,
  NewsletterSettings,
  Role,
  SendFrom,
  TeamInvite,
  Tier,
} from '@listkeep/common';

export type UserDoc = {
  uid: string;
  name: string;
  email: string;
  photoURL: string;
  onboarded: boolean;
  latestTeamID: string;
  /**
   * The user's own team, whose subscription is theirs: made with the account,
   * or for an invited person only once they ask for it (domain/accounts/accounts.ts); null until then.
   */
  ownTeamID: string | null;
  teamIDs: string[];
  teamInvites: TeamInvite[];
  groupInvites: GroupInvite[];
  /** Teams the user lost without leaving them, the latest first (domain/teams/access-notices.ts); absent until the first. */
  accessNotices?: AccessNoticeDoc[];
  /**
   * The owners whose team names those notices keep while the owners are
   * there: deleting one of their accounts takes their name out of them.
   */
  noticeOwners?: string[];
  whitelisted: boolean;
  /** Absent until the user first picks one (common/src/send-providers.ts). */
  sendFrom?: SendFrom;
  createdAt: number;
  modifiedAt: number;
};

/** A notice of the profile's `accessNotices`: the team's name when it may be kept, the reason, the time. */
export type AccessNoticeDoc = Omit<AccessNotice, 'at'> & { at: number };

/**
 * The team's plan as the payment provider last said it (services/billing.ts);
 * `periodEnd` is missing on teams stored before it was kept.
 */
export type SubscriptionDoc = Omit<BillingState, 'periodEnd' | 'paymentDueBy' | 'extraSubscriptions'> & {
  periodEnd?: number | null;
  paymentDueBy?: number | null;
  extraSubscriptions?: number;
  /**
   * When the payment provider was read for this state (domain/billing/billing.ts):
   * a state read earlier never replaces one read later, however the
   * webhook's calls interleave.
   */
  syncedAt?: number;
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
  /** The payment provider's customer of the team, created once on the first checkout (domain/billing/billing.ts). */
  billingCustomerID?: string;
  counters: TeamCounters;
  subscribeDays: DayCounts;
  /**
   * Subscriber places held by imports in progress (see domain/imports/import-addresses.ts), by
   * reservation id. Expired entries are ignored and pruned.
   */
  reservations?: Record<string, { places: number; expiresAt: number }>;
  /**
   * Public sign-ups turned away at the plan's subscriber limit since the
   * dashboard warning was last dismissed (domain/plans/refused-signups.ts): how
   * many, since when, for which lists, and the tier at the latest one.
   */
  refusedSignups?: RefusedSignupsDoc;
  /** The day (dayKey) of the last mail telling the owner about them, so there is at most one a day. */
  refusedNoticeDay?: string;
  /** Set when the owner's account deletion starts (domain/team-fence.ts): the team then reads as gone. */
  deletingAt?: number;
  /** Invites not yet accepted or declined (teams/{teamID}/invites); the plan's maxUsers counts them with the members. */
  pendingInvites?: number;
  /**
   * When members beyond the plan's users are cut (domain/teams/plan-cutoff.ts): set
   * the first time the daily job finds the team over, removed once it is
   * within its plan again. Absent while the team is within it.
   */
  usersCutoffAt?: number;
  /**
   * The head of the team's consent chain as it was kept before the head had a
   * document of its own (ConsentHeadDoc); the sequencer starts from it once.
   */
  consentHead?: ChainHead;
  /**
   * When the opt-outs recorded before suppressions were kept became entries
   * (domain/consent/suppressions.ts); absent until the team's first check.
   */
  suppressionBackfillAt?: number;
  createdAt: number;
};

/**
 * teams/{teamID}/invites/{key}: an invitation of an address to the team. The
 * key is derived from the address (domain/teams/team-invites.ts), so an address has
 * at most one invite per team. The address is kept: the team's managers see
 * who was invited, and the invitee finds the invite by it.
 */
export type InviteDoc = {
  teamID: string;
  /** The address as compared (common/src/email.ts emailKey), which the invitee's lookup matches. */
  email: string;
  /**
   * The address as the inviter typed it, shown to the team's managers: a key
   * spells an international domain in ASCII (`xn--`). Invites from before it
   * was kept show `email`.
   */
  typedEmail?: string;
  role: Role;
  /** The secret of the mail's link, which opens the invitation page; absent on invites from before it. */
  token?: string;
  /** Who sent it, so that deleting their account can find the invites that name them (all in teams of their teamIDs). */
  inviterUid: string;
  /** Shown to the invitee. */
  inviterName: string;
  createdAt: number;
};

export type RefusedSignupsDoc = { count: number; since: number; listIDs: string[]; tier: Tier };

export type MemberDoc = {
  uid: string;
  email: string;
  name: string;
  role: Role;
  status: 'active';
  joinedAt: number;
};

export type ListDoc = NewsletterSettings & {
  teamID: string;
  counters: { subscribers: number; emails: number };
  subscribeDays: DayCounts;
  /** The custom footer template, sanitised (common/src/custom-footer.ts); absent or '' for none. */
  customFooterHtml?: string;
  createdAt: number;
  modifiedAt: number;
};

export type SubscriptionMetaDoc = { subscribedAt: number | null; unsubscribedAt: number | null; source: string };

/**
 * The id is derived from the team and the address (domain/subscribers/subscribers.ts,
 * subscriberID), so one team never holds two subscribers for one address.
 */
/** migrations/{name}: how far a data migration has come (query-keys-migration.ts). */
export type MigrationDoc = {
  /** The version of what it fills; another version starts it again. */
  version: number;
  /** The last document done, or null before the first or after the last. */
  after: string | null;
  done: boolean;
  /** Documents it changed, over all its runs at this version. */
  written: number;
  updatedAt: number;
};

export type SubscriberDoc = {
  teamID: string;
  subscriberEmail: string;
  emailKey: string;
  subscriberName: string;
  notes: string;
  /** subscriberName as a search compares it (domain/subscribers/subscriber-keys.ts), for sorting and searching by name. */
  nameKey: string;
  /** One key per filter of the subscribers table the subscriber passes (domain/subscribers/subscriber-keys.ts). */
  filterKeys: string[];
  /** Every list the subscriber was put on, subscribed or not. */
  joinedNewsletterIDs: string[];
  /** The lists currently subscribed (no unsubscribedAt): the copy/export queries filter on it. */
  subscribedNewsletterIDs: string[];
  subscriptionMeta: Record<string, SubscriptionMetaDoc>;
  subscriptionSource: string;
  createdAt: number;
  modifiedAt: number;
  lastSubscribeEvent: number | null;
  /** One spelling of each tag (common/src/tags.ts); absent on documents written before tags, read as none. */
  tags?: string[];
  /**
   * The latest import that created the subscriber or put it on a list, as it
   * wrote it: `at` is the `modifiedAt` it left, so a later change of anyone
   * shows (domain/imports/import-history.ts). Absent when no import did, or once undone.
   */
  lastImport?: ImportStamp;
};

export type ImportStamp = {
  id: string;
  at: number;
  /** The import created the subscriber. */
  created: boolean;
  /** The lists it put the subscriber on. */
  listIDs: string[];
};

/**
 * teams/{teamID}/imports/{importID}: an import that wrote something, for the
 * team's import history and its undo (domain/imports/import-history.ts). No address.
 */
export type ImportDoc = {
  teamID: string;
  byUid: string;
  /** When it first wrote; the undo window counts from here. */
  at: number;
  /** The imported file's name; null for a pasted list. */
  fileName: string | null;
  newsletterIDs: string[];
  /** What its first chunk did; later chunks count on counter shards (domain/imports/import-history.ts). */
  created: number;
  added: number;
  status: 'done' | 'undoing' | 'undone';
  /**
   * Set when an undo starts: who, when it last moved on (`activeAt`), when it
   * finished (`at`, null while it runs), and what it did, counted part by part.
   */
  undo?: { byUid: string; activeAt: number; at: number | null; removed: number; takenOff: number };
};

/** The fields of an email log entry stored just as the dashboard shows them. */
export const EMAIL_FIELDS_AS_SHOWN = [
  'newsletterID',
  'subject',
  'body',
  'notes',
  'sent',
  'sentTime',
  'sentDate',
] as const;

/** The entry as the dashboard shows it, kept with its team and its counters under their stored names. */
export type EmailDoc = Pick<EmailLog, (typeof EMAIL_FIELDS_AS_SHOWN)[number]> & {
  teamID: string;
  /** Subscriptions and opt-outs through the links of this entry's footer. */
  subscribeCount: number;
  unsubscribeCount: number;
  /** Clicks on tracked links of this entry (plans that track clicks). */
  clicks?: number;
  /** A send in batches (domain/emails/email-send.ts); absent until one is planned. */
  send?: EmailSendDoc;
  /** Its footer links' short addresses (shortLinks/{id}); absent on entries not yet given them. */
  footerShortIDs?: FooterShortIDs;
  createdAt: number;
  modifiedAt: number;
};

/**
 * The plan of a send: `planID` (the time it was planned) tells its batches
 * from those of an earlier plan, which a new plan overwrites or leaves behind.
 */
export type EmailSendDoc = {
  planID: number;
  batchSize: number;
  /** Batches of this plan, numbered 1 to `batches`. */
  batches: number;
  /** Batches marked sent, and the recipients they went to. */
  marked: number;
  recipients: number;
};

/**
 * sendBatches/{emailID}_{n}: the subscribers a batch of a send was planned
 * with, by id (no address), and who marked it sent. Numbers are per email.
 */
export type SendBatchDoc = {
  teamID: string;
  emailID: string;
  planID: number;
  n: number;
  subscriberIDs: string[];
  joined: boolean;
  /** null while not marked, and once the marker's account is deleted: markedAt tells a marked batch. */
  markedBy: string | null;
  markedByName: string;
  markedAt: number | null;
  /** The marker's own date then (`YYYY-MM-DD`): their day's recipients are counted by it. */
  markedDate: string;
  /** Planned subscribers still subscribed when it was marked: whom it went to. */
  sentCount: number;
};

/** links/{linkID}: a subscriber's unsubscribe or manage link; the id is 128 random bits. */
export type LinkDoc = {
  teamID: string;
  subscriberID: string;
  newsletterID: string;
  type: 'unsubscribe' | 'manage';
  /** The email log entry the link came from, to count opt-outs against it. */
  emailID: string | null;
  /**
   * Mailed by Listkeep to the address itself (an unsubscribe request, a
   * welcome), so whoever holds it holds the mailbox; absent on a link a
   * sender made on the dashboard (domain/recipients/links.ts).
   */
  mailed?: true;
  createdAt: number;
  expiresAt: number;
};

/**
 * trackedLinks/{linkID}: a sender's own URL behind a tracked address of an
 * email log entry; the id is 128 random bits. `newsletterID` is the list the
 * address was built with and stays so, since addresses already sent carry it.
 */
export type TrackedLinkDoc = {
  teamID: string;
  newsletterID: string;
  emailID: string;
  url: string;
  /** Redirects counted while the team's plan tracked links. */
  clicks: number;
  /** Its short address (shortLinks/{id}); absent on links not yet given one. */
  shortID?: string;
  createdAt: number;
};

/**
 * shortLinks/{shortID}: a short tracked address `/l/{shortID}` (domain/short-links.ts),
 * which stands for the long one with these fields: a footer link of an entry
 * (`type`) or a sender's URL (`linkID`). It goes with its entry or tracked link.
 */
export type ShortLinkDoc = {
  teamID: string;
  emailID: string;
  /** The list the address leads to: a footer link's follows its entry when it moves, a URL's stays. */
  newsletterID: string;
  type?: FooterLinkType;
  linkID?: string;
  createdAt: number;
};

/**
 * pendingSubscribes/{key}: a sign-up on the public subscribe page waiting for
 * its confirmation mail's link (domain/recipients/public-subscribe.ts). `key` is a keyed
 * hash of team, list and address, so a repeated request finds it in one read;
 * the link carries `token`, 128 random bits. Not a subscriber: nothing counts,
 * copies or exports it. Gone after `expiresAt` (7 days; a Firestore TTL policy
 * and the API's own sweep).
 */
export type PendingSubscribeDoc = {
  teamID: string;
  newsletterID: string;
  /** The subscriber the address becomes, derived from team and address (subscriberID). */
  subscriberID: string;
  /** Keyed hash of the address, as consent records keep it. */
  emailHash: string;
  /**
   * The address itself, which the confirmation needs to subscribe it; removed
   * once confirmed (the subscriber document has it then).
   */
  email?: string;
  /** The token of the latest confirmation mail; an earlier mail's link stops working. */
  token: string;
  /** The email log entry whose footer the request came from, counted on confirmation. */
  emailID: string | null;
  /** The list's source whose link the request came from, credited on confirmation; absent on older requests. */
  sourceID?: string | null;
  /** The day (dayKey) of the latest confirmation mail: at most one a day per address and list. */
  sentDay: string;
  /** The language of the page that asked, for the welcome mail; absent on older requests. */
  language?: Language;
  createdAt: number;
  expiresAt: number;
  confirmedAt: number | null;
  /** Set when a confirmation met the plan's limit, so retrying it counts one refused sign-up, not many. */
  refusedAt?: number;
};

/**
 * sources/{autoId}: a named subscribe link of a list (domain/lists/sources.ts). Its
 * counts are kept in the transaction of each sign-up it brings, so the
 * dashboard reads the list's sources and nothing else.
 */
export type SourceDoc = {
  teamID: string;
  newsletterID: string;
  name: string;
  /** The name as names compare within the list (common/src/list-sources.ts sourceKey). */
  nameKey: string;
  /** Sign-ups credited to it since it was made. */
  subscribes: number;
  /** Those of each week (the Monday's dayKey) of the last SOURCE_WEEKS weeks; older weeks are dropped on writing. */
  subscribeWeeks: Record<string, number>;
  createdAt: number;
  modifiedAt: number;
};

/**
 * consent/{id}: proof of an opt-in or opt-out that keeps only a keyed hash of
 * the address. `seq`, `prev` and `hash` place it in its team's chain
 * (common/src/consent-chain.ts); records written before the chain began have none.
 * A record is written `pending`, without them, and the sequencer
 * (domain/consent/consent-sequencer.ts) gives them and `sequencedAt` afterwards.
 */
export type ConsentDoc = {
  teamID: string;
  newsletterID: string;
  emailHash: string;
  action: 'opt-in' | 'opt-out';
  source: string;
  at: number;
  seq?: number;
  prev?: string;
  hash?: string;
  /** Present (true) until the sequencer chains the record: Firestore can query a field, not its absence. */
  pending?: true;
  /** When the sequencer chained it. */
  sequencedAt?: number;
};

/**
 * consentHeads/{teamID}: the latest record of the team's consent chain, moved
 * by the sequencer once per batch; absent until the team's first batch.
 */
export type ConsentHeadDoc = {
  teamID: string;
  head: ChainHead;
  movedAt: number;
};

/**
 * consentLeases/{teamID}: the run now sequencing the team's records, so that
 * runs of other processes leave the team to it instead of contending for the
 * same records (domain/consent/consent-sequencer.ts); deleted when the run ends.
 */
export type ConsentLeaseDoc = {
  teamID: string;
  holder: string;
  until: number;
};

/**
 * teamTags/{teamID}_{key}: a tag given to a subscriber of the team, noted
 * before the write that gave it (domain/subscribers/team-tags.ts); `key` is its
 * case-free form, base64url-encoded in the id.
 */
export type TeamTagDoc = {
  teamID: string;
  key: string;
  notedAt: number;
};

/**
 * suppressions/{key}: a recipient opted out of a list (domain/consent/suppressions.ts).
 * `key` is the list's id and the keyed hash of the address, so
 * the address is not kept; the entry outlives the subscriber and keeps the
 * address off the list until the recipient subscribes again.
 */
export type SuppressionDoc = {
  teamID: string;
  newsletterID: string;
  /** The consent source of the opt-out (managePage or oneClick). */
  source: string;
  at: number;
};

/**
 * `mail/{id}`: one mail Listkeep sends, written in the transaction of the
 * change it tells of and delivered by domain/outbox.ts. The fields follow
 * Firebase's Trigger Email extension: the message, and a `delivery` map
 * that the dispatcher moves through its states.
 */
export type MailDoc = {
  message: OutgoingMail;
  kind: MailKind;
  /** The team the mail concerns (its owner is told of a final failure), or null (support messages). */
  teamID: string | null;
  /** The address the mail is for or from, as compared, so that deleting its account deletes the mail. */
  emailKey: string;
  createdAt: number;
  delivery: MailDelivery;
  /**
   * When the dispatcher should look at it next: the next attempt, or the end
   * of a send's lease. Gone once delivery is settled, so the sweep's range
   * query finds only mail with something left to do.
   */
  dueAt?: number;
  /** Set once delivery is settled: the document, and the address in it, goes then. */
  expiresAt?: number;
};

/**
 * `subscriberJobs/{id}`: a Copy, Export, Tag or Delete of every subscriber
 * matching the table's filters (domain/subscribers/subscriber-jobs.ts), walked a page at
 * a time by domain/subscribers/subscriber-job-worker.ts. Gone after `expiresAt`, with its parts.
 */
export type SubscriberJobDoc = {
  teamID: string;
  createdBy: string;
  createdAt: number;
  state: SubscriberJobState;
  /** Subscribers walked so far, and how many matched when the job started. */
  done: number;
  total: number;
  action: SubscriberJobAction;
  match: SubscriberMatch;
  /** The table cursor after the last page acted on; null before the first. */
  cursor: string | null;
  /** File parts written so far (export and copy), `jobParts/{id}_{n}` for n from 0. */
  parts: number;
  /** The download's name and type, decided when the job starts. */
  fileName: string | null;
  fileType: string | null;
  /** While a run holds the job: after this, another may take it over. */
  leaseUntil: number;
  /** The run that holds it, which alone may save its progress. */
  runner?: string | null;
  error?: string;
  expiresAt: number;
};

/** `jobParts/{jobID}_{n}`: one piece of a job's file, in order of n. */
export type JobPartDoc = {
  teamID: string;
  jobID: string;
  n: number;
  text: string;
  expiresAt: number;
};

export type MailDelivery = {
  state: 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR' | 'RETRY';
  attempts: number;
  startTime: number | null;
  endTime: number | null;
  /** While PROCESSING: after this, a dispatcher that claimed it is taken to have died. */
  leaseExpireTime: number | null;
  nextAttemptAt: number | null;
  error: string | null;
};

/**
 * apiKeys/{id}: a team's API key (domain/api-keys/). The id is the key's
 * visible part; the rest of the key is kept only as the SHA-256 of the whole.
 */
export type ApiKeyDoc = {
  teamID: string;
  name: string;
  scope: ApiKeyScope;
  /** SHA-256 of the whole key, hex. */
  hash: string;
  /** The member who made it: the key works while they may manage the team's keys. */
  createdBy: string;
  /** Their name then (their address if they had none), for the list of keys. */
  createdByName: string;
  createdAt: number;
  /** Written at most once per API_KEY_LIMITS.lastUsedEveryMinutes; null until the first call. */
  lastUsedAt: number | null;
};

/**
 * webhookEndpoints/{id}: where a team's events are POSTed (domain/webhooks/).
 * The secret signs each delivery, so it is kept as itself; no answer shows it
 * after the one that made it.
 */
export type WebhookEndpointDoc = {
  teamID: string;
  url: string;
  events: WebhookEventType[];
  secret: string;
  createdBy: string;
  /** Their name then (their address if they had none), for the list of endpoints. */
  createdByName: string;
  createdAt: number;
};

/**
 * webhookDeliveries/{id}: one event for one endpoint, written in the
 * transaction of the change it tells of (domain/webhooks/outbox.ts), and its
 * delivery: pending → sending (claimed under a lease) → delivered, or
 * retrying with a growing wait and failed once WEBHOOK_LIMITS.retryHours
 * have passed since `retryFrom`.
 */
export type WebhookDeliveryDoc = {
  teamID: string;
  endpointID: string;
  eventID: string;
  type: WebhookEventType;
  /** The event's JSON, the body of every attempt. */
  payload: string;
  createdAt: number;
  state: 'pending' | 'sending' | 'retrying' | 'delivered' | 'failed';
  attempts: number;
  /** When the retries' time started: the event, or the last "send again". */
  retryFrom: number;
  lastAttemptAt: number | null;
  nextAttemptAt: number | null;
  status: number | null;
  /** The start of the last answer's body (WEBHOOK_LIMITS.answerKept), or why there was none. */
  answer: string;
  /** Present while something is to be done: the next attempt, or the end of a sending lease. */
  dueAt?: number;
  /** When the delivery leaves the log. */
  expiresAt: number;
};

export const COLLECTIONS = {
  users: 'users',
  teams: 'teams',
  members: 'members',
  invites: 'invites',
  newsletters: 'newsletters',
  subscribers: 'subscribers',
  emails: 'emails',
  links: 'links',
  trackedLinks: 'trackedLinks',
  sendBatches: 'sendBatches',
  shortLinks: 'shortLinks',
  sources: 'sources',
  consent: 'consent',
  consentHeads: 'consentHeads',
  consentLeases: 'consentLeases',
  teamTags: 'teamTags',
  suppressions: 'suppressions',
  deletedAccounts: 'deletedAccounts',
  pendingSubscribes: 'pendingSubscribes',
  feedback: 'feedback',
  billingEvents: 'billingEvents',
  imports: 'imports',
  mail: 'mail',
  migrations: 'migrations',
  counterShards: 'counterShards',
  subscriberJobs: 'subscriberJobs',
  jobParts: 'jobParts',
  apiKeys: 'apiKeys',
  webhookEndpoints: 'webhookEndpoints',
  webhookDeliveries: 'webhookDeliveries',
} as const;
