/**
 * Method, path and auth mode of every API call, apart from the input schemas
 * and words (contract.ts), so that light pages can call the API without loading zod.
 * What the server applies around a call besides these (rate limits, answer
 * floor) is its own: functions/src/handlers/policies.ts.
 */
import type { ApiKeyScope } from './api-keys';
import { SHORT_LINK_ROOT } from './short-links';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * user: a valid Firebase ID token is required; public: none is read; optional: read when sent;
 * key: an API key of the team (common/src/api-keys.ts) with the route's `scope`.
 */
export type AuthMode = 'user' | 'public' | 'optional' | 'key';

export interface RouteSpec {
  method: HttpMethod;
  /** Express-style path under the API base; `:name` segments become input fields. */
  path: string;
  auth: AuthMode;
  /** Status of a successful answer. */
  status: number;
  /** Body format besides JSON that the call accepts (mail providers post one-click unsubscribes as forms). */
  accepts?: 'form';
  /** The scope an API key needs for a `key` call. */
  scope?: ApiKeyScope;
  /**
   * A form on a web page posts to the call: a caller that prefers HTML gets
   * every refusal as a redirect to a page that says it, never the JSON.
   */
  browserForm?: true;
}

/** The REST API that API keys call, under /api (docs/product.md §4 API keys). */
export const V1_ROOT = '/v1';

/**
 * The calls a reader's browser makes, from the recipient pages and from a
 * sender's website form: a part of ROUTES of its own, so the pages' light
 * bundle takes these, not the whole table.
 */
export const READER_ROUTES = {
  linkOpen: { method: 'POST', path: '/linkOpen', auth: 'public', status: 200 },
  emailActionSubmit: { method: 'POST', path: '/emailActionSubmit', auth: 'public', status: 200 },
  linkAction: { method: 'POST', path: '/linkAction', auth: 'public', status: 200 },
  consentReceipt: { method: 'POST', path: '/consentReceipt', auth: 'public', status: 200 },
  /** The plain HTML sign-up form a sender puts on their own website. */
  subscribeForm: {
    method: 'POST',
    path: '/subscribeForm',
    auth: 'public',
    status: 303,
    accepts: 'form',
    browserForm: true,
  },
} as const satisfies Record<string, RouteSpec>;

export const ROUTES = {
  getVersion: { method: 'GET', path: '/getVersion', auth: 'public', status: 200 },
  getUserData: { method: 'GET', path: '/getUserData', auth: 'user', status: 200 },
  getDashboardData: { method: 'GET', path: '/getDashboardData', auth: 'user', status: 200 },
  getDashboardItem: { method: 'GET', path: '/getDashboardItem', auth: 'user', status: 200 },
  dismissRefusedSignups: { method: 'POST', path: '/dismissRefusedSignups', auth: 'user', status: 200 },
  createCheckoutSession: { method: 'POST', path: '/create-checkout-session', auth: 'user', status: 200 },
  setProfile: { method: 'POST', path: '/setProfile', auth: 'user', status: 200 },
  deleteAccount: { method: 'POST', path: '/deleteAccount', auth: 'user', status: 200 },
  dismissAccessNotice: { method: 'POST', path: '/dismissAccessNotice', auth: 'user', status: 200 },
  leaveTeam: { method: 'POST', path: '/leaveTeam', auth: 'user', status: 200 },
  acceptTeamInvite: { method: 'POST', path: '/acceptTeamInvite', auth: 'user', status: 200 },
  getInvitation: { method: 'POST', path: '/getInvitation', auth: 'public', status: 200 },
  createOwnTeam: { method: 'POST', path: '/createOwnTeam', auth: 'user', status: 200 },
  acceptGroupInvite: { method: 'POST', path: '/acceptGroupInvite', auth: 'user', status: 200 },
  updateTeam: { method: 'POST', path: '/updateTeam', auth: 'user', status: 200 },
  inviteTeamUser: { method: 'POST', path: '/inviteTeamUser', auth: 'user', status: 201 },
  updateTeamUserRole: { method: 'POST', path: '/updateTeamUserRole', auth: 'user', status: 200 },
  removeTeamUser: { method: 'POST', path: '/removeTeamUser', auth: 'user', status: 200 },
  createEmail: { method: 'POST', path: '/emails', auth: 'user', status: 201 },
  updateEmail: { method: 'PUT', path: '/emails/:id', auth: 'user', status: 200 },
  deleteEmail: { method: 'DELETE', path: '/emails/:id', auth: 'user', status: 200 },
  /** A send in batches of a log entry: its state, its plan, a batch marked sent, a batch of those who joined since. */
  getEmailSend: { method: 'GET', path: '/emails/:emailID/send', auth: 'user', status: 200 },
  planEmailSend: { method: 'POST', path: '/emails/:emailID/send', auth: 'user', status: 200 },
  markSendBatch: { method: 'POST', path: '/emails/:emailID/send/batches/:n', auth: 'user', status: 200 },
  addJoinedBatch: { method: 'POST', path: '/emails/:emailID/send/joined', auth: 'user', status: 200 },
  emailSubscribers: { method: 'GET', path: '/emailSubscribers/:emailID', auth: 'user', status: 200 },
  newsletterSubscribers: { method: 'GET', path: '/newsletterSubscribers/:newsletterID', auth: 'user', status: 200 },
  createSubscriber: { method: 'POST', path: '/subscribers', auth: 'user', status: 201 },
  updateSubscriber: { method: 'PUT', path: '/subscribers/:id', auth: 'user', status: 200 },
  deleteSubscriber: { method: 'DELETE', path: '/subscribers/:id', auth: 'user', status: 200 },
  subscriberHistory: { method: 'GET', path: '/subscriberHistory/:id', auth: 'user', status: 200 },
  consentChain: { method: 'GET', path: '/consentChain', auth: 'user', status: 200 },
  batchSubscribers: { method: 'POST', path: '/batchSubscribers', auth: 'user', status: 200 },
  previewImport: { method: 'POST', path: '/previewImport', auth: 'user', status: 200 },
  importHistory: { method: 'GET', path: '/importHistory', auth: 'user', status: 200 },
  undoImport: { method: 'POST', path: '/undoImport', auth: 'user', status: 200 },
  deleteSubscribers: { method: 'POST', path: '/deleteSubscribers', auth: 'user', status: 200 },
  subscriberTags: { method: 'POST', path: '/subscriberTags', auth: 'user', status: 200 },
  startSubscriberJob: { method: 'POST', path: '/startSubscriberJob', auth: 'user', status: 202 },
  subscriberJob: { method: 'GET', path: '/subscriberJob', auth: 'user', status: 200 },
  subscriberJobFile: { method: 'GET', path: '/subscriberJobFile', auth: 'user', status: 200 },
  teamTags: { method: 'GET', path: '/teamTags', auth: 'user', status: 200 },
  createLink: { method: 'POST', path: '/link', auth: 'user', status: 200 },
  mailMergeLinks: { method: 'POST', path: '/mailMergeLinks', auth: 'user', status: 200 },
  trackedLink: { method: 'GET', path: '/link', auth: 'public', status: 200 },
  /** A short tracked address, `/l/{id}` on the site itself (Hosting sends it to the API unprefixed). */
  shortLink: { method: 'GET', path: `${SHORT_LINK_ROOT}/:id`, auth: 'public', status: 200 },
  emailTrackedLinks: { method: 'GET', path: '/trackedLinks/:emailID', auth: 'user', status: 200 },
  deleteTrackedLink: { method: 'DELETE', path: '/trackedLinks/:linkID', auth: 'user', status: 200 },
  newsletterSources: { method: 'GET', path: '/newsletterSources/:newsletterID', auth: 'user', status: 200 },
  createSource: { method: 'POST', path: '/sources', auth: 'user', status: 201 },
  renameSource: { method: 'PUT', path: '/sources/:id', auth: 'user', status: 200 },
  deleteSource: { method: 'DELETE', path: '/sources/:id', auth: 'user', status: 200 },
  createNewsletter: { method: 'POST', path: '/newsletters', auth: 'user', status: 201 },
  updateNewsletter: { method: 'PUT', path: '/newsletters/:id', auth: 'user', status: 200 },
  updateNewsletterFooter: { method: 'PUT', path: '/newsletters/:id/footer', auth: 'user', status: 200 },
  deleteNewsletter: { method: 'DELETE', path: '/newsletters/:id', auth: 'user', status: 200 },
  ...READER_ROUTES,
  oneClickUnsubscribe: {
    method: 'POST',
    path: '/oneClickUnsubscribe/:linkID',
    auth: 'public',
    status: 200,
    accepts: 'form',
  },
  oneClickUnsubscribePage: { method: 'GET', path: '/oneClickUnsubscribe/:linkID', auth: 'public', status: 200 },
  feedback: { method: 'POST', path: '/feedback', auth: 'optional', status: 200 },
  createApiKey: { method: 'POST', path: '/apiKeys', auth: 'user', status: 201 },
  listApiKeys: { method: 'GET', path: '/apiKeys', auth: 'user', status: 200 },
  deleteApiKey: { method: 'DELETE', path: '/apiKeys/:id', auth: 'user', status: 200 },
  createWebhook: { method: 'POST', path: '/webhooks', auth: 'user', status: 201 },
  listWebhooks: { method: 'GET', path: '/webhooks', auth: 'user', status: 200 },
  deleteWebhook: { method: 'DELETE', path: '/webhooks/:id', auth: 'user', status: 200 },
  listWebhookDeliveries: { method: 'GET', path: '/webhooks/:id/deliveries', auth: 'user', status: 200 },
  resendWebhookDelivery: { method: 'POST', path: '/webhookDeliveries/:id/resend', auth: 'user', status: 200 },
  v1Lists: { method: 'GET', path: `${V1_ROOT}/lists`, auth: 'key', scope: 'read', status: 200 },
  v1Subscribers: { method: 'GET', path: `${V1_ROOT}/subscribers`, auth: 'key', scope: 'read', status: 200 },
  v1Subscriber: { method: 'GET', path: `${V1_ROOT}/subscribers/:id`, auth: 'key', scope: 'read', status: 200 },
  v1AddSubscriber: { method: 'POST', path: `${V1_ROOT}/subscribers`, auth: 'key', scope: 'write', status: 201 },
  v1UpdateSubscriber: {
    method: 'PUT',
    path: `${V1_ROOT}/subscribers/:id`,
    auth: 'key',
    scope: 'write',
    status: 200,
  },
  v1Unsubscribe: {
    method: 'POST',
    path: `${V1_ROOT}/subscribers/:id/unsubscribe`,
    auth: 'key',
    scope: 'write',
    status: 200,
  },
  v1Emails: { method: 'GET', path: `${V1_ROOT}/emails`, auth: 'key', scope: 'read', status: 200 },
} as const satisfies Record<string, RouteSpec>;

export type CallName = keyof typeof ROUTES;
