/** Days a subscribe confirmation link works: the server's expiry and what the pages and mails say. */
export const CONFIRM_LINK_DAYS = 7;

/** Maximum lengths of text fields, enforced by the API and mirrored by the forms. */
export const MAX = {
  email: 254,
  emailLocalPart: 64,
  personName: 100,
  teamName: 100,
  newsletterName: 100,
  description: 1000,
  notes: 5000,
  welcomeContent: 20_000,
  /** A newsletter's custom footer template, as the sender writes it. */
  customFooterHtml: 10_000,
  subject: 300,
  emailBody: 100_000,
  url: 2048,
  /** A tracked link's target: long enough for any campaign query string, short enough for every mail client. */
  trackedUrl: 2000,
  id: 128,
  feedbackComments: 5000,
  /** How a subscriber came in (subscriptionSource, and the source of each list subscription). */
  subscriptionSource: 200,
  /** Newsletter ids in one request (a subscriber's lists, an import's lists). */
  listIDs: 1000,
  /** Rows in one page of GET /getDashboardItem. */
  pageSize: 5000,
  /** The search text of GET /getDashboardItem (`q`): a beginning of an address or a name. */
  search: 100,
  /** Addresses in one POST /batchSubscribers call; the client sends larger imports in chunks. */
  batchEmails: 10_000,
  /** Subscribers in one POST /deleteSubscribers or /subscriberTags call; the client sends larger selections in parts. */
  bulkSubscriberIDs: 1000,
  /** A tag's characters (common/src/tags.ts). */
  tag: 40,
  /** Tags of one subscriber. */
  tagsPerSubscriber: 20,
  /** Tracked links of one email log entry. */
  trackedLinksPerEmail: 50,
  /** Access notices a profile keeps: the latest ones (common/src/access-notices.ts). */
  accessNotices: 5,
  /** Events of one subscriber's history in one answer: the latest ones (docs/product.md §7). */
  historyEvents: 500,
  /** Records of one page of GET /consentChain. */
  chainPage: 5000,
  /** Records of one address in a consent receipt; a history beyond it is cut, which a check then reports. */
  receiptRecords: 5000,
  /** A source's name (common/src/list-sources.ts): short enough to tell sources apart at a glance. */
  sourceName: 60,
  /** Sources of one list. */
  sourcesPerList: 20,
  /** Imports of a team's import history in one answer: the latest ones. */
  importHistory: 50,
  /** The name of an imported file, as the import history shows it. */
  fileName: 255,
  /** An API key's name (common/src/api-keys.ts): says which tool uses it. */
  apiKeyName: 60,
} as const;

/** The figures of webhooks (docs/product.md §4 Webhooks). */
export const WEBHOOK_LIMITS = {
  /** Endpoints one team may hold at once. */
  perTeam: 10,
  /** How long a delivery waits for the endpoint's answer. */
  timeoutSeconds: 10,
  /** Characters of an answer's body kept in the delivery log. */
  answerKept: 1024,
  /** Hours after its event a failing delivery is still retried, then given up. */
  retryHours: 72,
  /** Deliveries of one endpoint the delivery log shows: the latest ones. */
  logShown: 25,
  /** Days a delivery stays in the log. */
  keptDays: 14,
} as const;

/** The figures of API keys (docs/product.md §4 API keys). */
export const API_KEY_LIMITS = {
  /** Keys one team may hold at once. */
  perTeam: 20,
  /** Requests one key may make in a minute, to all of /api/v1 together. */
  requestsPerMinute: 120,
  /**
   * The minute's count is kept in this many windows, each taking an equal
   * share, one picked at random per request: so no one document is written
   * more often than about once every two seconds (Firestore sustains about
   * one write a second to one document).
   */
  rateShards: 4,
  /** A key's "last used" is written at most once in this many minutes. */
  lastUsedEveryMinutes: 10,
} as const;

/** Days a subscriber's personal unsubscribe or manage link works (docs/product.md §9). */
export const PERSONAL_LINK_DAYS = 60;

/** Largest JSON request body the API accepts. */
export const MAX_BODY_BYTES = 1_000_000;
