/**
 * The API contract: every call of the API, its input schema and the
 * shape of its answer. The server's handler table is typed against this
 * registry (a missing handler is a compile error) and the web client's
 * `api.call(name, input)` is typed by it too.
 */
import { z } from 'zod';
import type { ConsentReceipt } from './consent-chain';
import { API_KEY_MESSAGES, API_KEY_SCOPES } from './api-keys';
import { WEBHOOK_EVENTS, WEBHOOK_MESSAGES } from './webhooks';
import type {
  ApiKey,
  ConsentChainPage,
  CreatedApiKey,
  CreatedWebhook,
  WebhookDelivery,
  WebhookEndpoint,
  EmailLogPage,
  Subscriber,
  SubscriberPage,
  DashboardData,
  DashboardItemAnswer,
  EmailActionSubmitAnswer,
  EmailTrackedLinks,
  ImportCallAnswer,
  ImportHistory,
  ImportUndoCounts,
  LinkActionAnswer,
  LinkOpenAnswer,
  ListSource,
  Newsletter,
  NewsletterSourcesAnswer,
  Invitation,
  Profile,
  SendState,
  SubscriberHistory,
} from './entities';
import { DELETE_ACCOUNT_MESSAGES } from './account-deletion';
import { TEAM_MESSAGES } from './team-messages';
import { EMAIL_LIST_MESSAGES } from './email-list';
import { IMPORT_AGREEMENT } from './import';
import { IMPORT_UNDO_DAYS } from './import-history';
import type { ImportPreviewAnswer } from './import-preview';
import { KEPT_OUT_REASONS } from './import-status';
import { formatCount } from './count-text';
import { EMAIL_DELIMITERS, type EmailDelimiter } from './export';
import type { SubscriberJobProgress } from './subscriber-jobs';
import type { MailMergePage } from './mail-merge';
import { customFooterProblem } from './custom-footer';
import { ZFeedbackInput } from './feedback-input';
import { isLanguage } from './i18n/languages';
import { MAX } from './limits';
import { SOURCE_ID_PATTERN, SOURCE_MESSAGES, sourceNameProblem } from './list-sources';
import { ZNewNewsletterSettings, ZNewsletterSettingsChange } from './newsletter-settings';
import { ROUTES, type CallName, type RouteSpec } from './routes';
import {
  SEARCHED_COLUMN,
  SUBSCRIBER_QUERY_MESSAGES,
  SUBSCRIBER_SORTS,
  SUBSCRIBER_STATUSES,
  parseSubscriberSort,
  type SubscriberSort,
} from './subscriber-query';
import { SEND_LIMIT_MAX, SEND_PROVIDER_IDS } from './send-providers';
import type { FooterShortIDs } from './short-links';
import { ZTag, ZTags, tagKey } from './tags';
import {
  ZBool,
  ZEmail,
  ZEmailId,
  ZImportId,
  ZApiKeyId,
  ZWebhookDeliveryId,
  ZWebhookId,
  ZInvitationToken,
  ZInvitableRole,
  ZLanguage,
  ZLinkId,
  ZListId,
  ZShortLinkId,
  ZNoticeId,
  ZSourceId,
  ZSubscriberId,
  ZSubscriberJobId,
  ZTeamId,
  ZTier,
  ZReturnPath,
  ZUserId,
  ZWebAddress,
  ZOptionalEmail,
  ZOptionalWebAddress,
  requiredText,
  text,
} from './schemas';

export interface CallSpec<I extends z.ZodType, O> extends RouteSpec {
  input: I;
  /** What the call does, for the API reference (common/src/openapi.ts); fields say theirs with `.describe()`. */
  description?: string;
  /** Phantom: the type of the answer's JSON body. */
  output?: O;
}

function call<O>() {
  return <I extends z.ZodType>(name: CallName, spec: { input: I; description?: string }) =>
    ({ ...ROUTES[name], ...spec }) as CallSpec<I, O>;
}

const empty = z.strictObject({});
const teamScoped = z.strictObject({ teamID: ZTeamId });

const ZNewsletterFields = ZNewNewsletterSettings.extend({ teamID: ZTeamId });

/** A custom footer template: empty removes it; otherwise it must keep an unsubscribe link once sanitised. */
export const ZCustomFooterHtml = text(MAX.customFooterHtml).superRefine((html, ctx) => {
  const problem = customFooterProblem(html);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A source's name: one line, unique in its list without case (checked by the server). */
export const ZSourceName = requiredText(MAX.sourceName, SOURCE_MESSAGES.nameRequired).superRefine((name, ctx) => {
  const problem = sourceNameProblem(name);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** The language of the page that made a request, kept for the mails it causes (docs/product.md §4, "Languages"). */
const ZPageLanguage = ZLanguage.optional().describe(
  "The page's language; without it, the request's Accept-Language, then the list's default language.",
);

/** Fields a PUT may change; absent fields stay as they are. */
const ZNewsletterPatch = ZNewsletterSettingsChange.extend({
  teamID: ZTeamId.optional(),
  newsletterID: ZListId.optional(),
  id: ZListId,
});

export const ZOnboardingNewsletter = z.strictObject({
  name: requiredText(MAX.newsletterName, 'Please name your newsletter before continuing.'),
  teamID: ZTeamId,
  onboarding: z.literal(true),
});

/** `HH:MM`, as a time input sends it. */
const ZClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time like 09:30.');
/** `YYYY-MM-DD`, as a date input sends it. */
const ZDate = z.iso.date({ error: 'Must be a date like 2026-11-21.' });

export const ZEmailFields = z.strictObject({
  subject: requiredText(MAX.subject, 'Please enter a subject.'),
  body: text(MAX.emailBody).default(''),
  notes: text(MAX.notes).default(''),
  sent: ZBool.default(false),
  sentTime: z
    .union([ZClockTime, z.literal('')])
    .default('')
    .describe('Empty when not known.'),
  sentDate: z
    .union([ZDate, z.literal('')])
    .default('')
    .describe('Empty when not known.'),
  newsletterID: ZListId,
});

const ZBatchSize = z.coerce
  .number({ error: 'Must be a number of addresses.' })
  .int('Must be a whole number of addresses.')
  .min(1, 'A batch needs at least 1 address.')
  .max(SEND_LIMIT_MAX.perMessage, `A batch can have at most ${formatCount(SEND_LIMIT_MAX.perMessage)} addresses.`);

const recipients = (max: number) =>
  z.coerce
    .number({ error: 'Must be a number of recipients.' })
    .int('Must be a whole number.')
    .min(1, 'At least 1 recipient.')
    .max(max, `At most ${formatCount(max)} recipients.`);

/** What a user sends from: a provider of SEND_PROVIDERS, with their own numbers for Other. */
export const ZSendFrom = z
  .strictObject({
    provider: z.enum(SEND_PROVIDER_IDS, { error: `Must be one of ${SEND_PROVIDER_IDS.join(', ')}.` }),
    perMessage: recipients(SEND_LIMIT_MAX.perMessage).optional(),
    perDay: recipients(SEND_LIMIT_MAX.perDay).optional(),
  })
  .superRefine((from, ctx) => {
    const own = from.provider === 'other';
    for (const field of ['perMessage', 'perDay'] as const) {
      if (own && from[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: 'Give your mailbox’s limit.' });
      if (!own && from[field] !== undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: 'Only for Other: this provider’s limits are known.' });
    }
  });

/** One address of an import with what its row gave beside it (a CSV file's name, notes and tags columns). */
export const ZImportedAddress = z.strictObject({
  email: z.string().max(MAX.email * 4),
  name: text(MAX.personName).default(''),
  notes: text(MAX.notes).default(''),
  tags: ZTags.optional().describe("Added to the subscriber's tags, as many as fit; a plan with tags only."),
  left: z
    .enum(KEPT_OUT_REASONS)
    .optional()
    .describe('The file says the person left: never subscribed, kept out of the lists (common/src/import-status.ts).'),
});

/** The source of a subscriber the sender adds in the dashboard without naming one. */
export const DEFAULT_SUBSCRIPTION_SOURCE = 'individual dashboard creation';

export const ZSubscriberFields = z.strictObject({
  subscriberEmail: ZEmail,
  subscriberName: text(MAX.personName).default(''),
  notes: text(MAX.notes).default(''),
  subscribedNewsletters: z.array(ZListId).max(MAX.listIDs).default([]),
  teamID: ZTeamId,
  subscriptionSource: text(MAX.subscriptionSource).default(DEFAULT_SUBSCRIPTION_SOURCE),
  tags: ZTags.optional().describe("Left out: the subscriber's tags stay as they are (none for a new one)."),
});

/** The subscribers a bulk call acts on: 1 to MAX.bulkSubscriberIDs ids. */
const ZBulkSubscriberIDs = z.array(ZSubscriberId).min(1, 'Choose at least one subscriber.').max(MAX.bulkSubscriberIDs);

/** The table's filters and search (SubscriberMatch): the same fields and rules wherever a call takes them. */
const subscriberMatchFields = {
  q: requiredText(MAX.search, 'Type something to search for, or leave q out.')
    .optional()
    .describe('Subscribers whose address (or name, sorted by name) begins so, without case.'),
  newsletterID: ZListId.optional(),
  status: z.enum(SUBSCRIBER_STATUSES).optional(),
  tag: ZTag.optional(),
};

const ZSubscriberMatch = z.strictObject(subscriberMatchFields);

const ZPageCursor = z.string().max(400).optional().describe("Opaque cursor from the previous page's `nextCursor`.");
const ZPageLimit = z.coerce.number().int().min(1).max(MAX.pageSize).optional();

/** A search cannot order by a date (SEARCHED_COLUMN). */
function searchSortIssue(input: { q?: string; sort?: SubscriberSort }, ctx: z.RefinementCtx) {
  if (
    input.q !== undefined &&
    input.sort !== undefined &&
    SEARCHED_COLUMN[parseSubscriberSort(input.sort).key] === null
  )
    ctx.addIssue({ code: 'custom', path: ['sort'], message: SUBSCRIBER_QUERY_MESSAGES.searchByDate });
}

/** A subscriber as an API key sends it: the dashboard's fields, its team the key's own. */
const ZKeySubscriberFields = ZSubscriberFields.omit({ teamID: true, subscriptionSource: true });

/** A tag change: one tag to add or to remove, not the same one both ways. */
function tagChangeIssues(change: { add?: string; remove?: string }, issue: (path: string, message: string) => void) {
  if (change.add === undefined && change.remove === undefined) issue('add', TAG_CHANGE_MESSAGES.none);
  else if (change.add !== undefined && change.remove !== undefined && tagKey(change.add) === tagKey(change.remove))
    issue('remove', TAG_CHANGE_MESSAGES.both);
}

const TAG_CHANGE_MESSAGES = {
  none: 'Name a tag to add or to remove.',
  both: 'A tag cannot be added and removed at once.',
} as const;

const ZSubscriberJobAction = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('export'),
    format: z.enum(['emails', 'csv']),
    delimiter: z.enum(Object.keys(EMAIL_DELIMITERS) as [EmailDelimiter, ...EmailDelimiter[]]).optional(),
  }),
  z.strictObject({ kind: z.literal('copy') }),
  z
    .strictObject({ kind: z.literal('tag'), add: ZTag.optional(), remove: ZTag.optional() })
    .superRefine((change, ctx) =>
      tagChangeIssues(change, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message })),
    ),
  z.strictObject({ kind: z.literal('delete') }),
]);

const ZSubscriberJobRef = z.strictObject({ teamID: ZTeamId, jobID: ZSubscriberJobId });

const ZPublicLinkType = z.enum(['subscribe', 'unsubscribe', 'oneClickUnsubscribe']);

/** The lists an import (and its preview) puts addresses on. */
const ZImportLists = z.array(ZListId).min(1, 'Choose at least one newsletter.').max(MAX.listIDs);

export const contract = {
  getVersion: call<{ version: string }>()('getVersion', {
    description: "The server's version; the web app reloads when it changes.",
    input: empty,
  }),
  getUserData: call<Profile>()('getUserData', {
    description: "The caller's profile: teams, invitations, notices, plan and where they send from.",
    input: empty,
  }),
  getDashboardData: call<DashboardData>()('getDashboardData', {
    description:
      "Everything the dashboard's first paint shows for one team (the latest one if `teamID` is left out): lists, counts, plan usage, warnings.",
    input: z.strictObject({ teamID: ZTeamId.optional() }),
  }),
  getDashboardItem: call<DashboardItemAnswer>()('getDashboardItem', {
    description:
      "One page of a team's subscribers (filtered, searched and sorted as the table asks), email log entries or members.",
    input: z
      .strictObject({
        type: z.enum(['emails', 'subscribers', 'teamUsers']),
        teamID: ZTeamId,
        cursor: z.string().max(400).optional().describe("Opaque cursor from the previous page's `nextCursor`."),
        limit: z.coerce.number().int().min(1).max(MAX.pageSize).optional(),
        total: z
          .enum(['count', 'skip'])
          .optional()
          .describe('`skip`: no count of the rows (`total` null), so the first page does not wait for one.'),
        ...subscriberMatchFields,
        sort: z.enum(SUBSCRIBER_SORTS).optional(),
      })
      .superRefine((input, ctx) => {
        const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
        const { q, sort, newsletterID, status, tag } = input;
        if (input.type !== 'subscribers') {
          // The email log filters by list too.
          const list = input.type === 'emails' ? undefined : newsletterID;
          const given = Object.entries({ q, sort, newsletterID: list, status, tag }).find(([, v]) => v !== undefined);
          if (given) issue(given[0], SUBSCRIBER_QUERY_MESSAGES.onlySubscribers);
          return;
        }
        searchSortIssue(input, ctx);
      }),
  }),
  dismissRefusedSignups: call<{ ok: true }>()('dismissRefusedSignups', {
    description: "Dismisses the refused sign-ups warning; `key` is the warning's own, as getDashboardData answered it.",
    input: z.strictObject({ teamID: ZTeamId, key: z.string().min(1).max(100) }),
  }),
  createCheckoutSession: call<{ url: string }>()('createCheckoutSession', {
    description: "Starts a payment for a plan; answers the payment page's address.",
    input: z.strictObject({ subscriptionTier: ZTier.optional(), returnTo: ZReturnPath.optional() }),
  }),
  setProfile: call<{ profile: Profile }>()('setProfile', {
    description: "Changes the caller's name, latest team, onboarding state or the mailbox they send from.",
    input: z
      .strictObject({
        name: requiredText(MAX.personName, 'Please fill in your name.').optional(),
        latestTeamID: ZTeamId.optional(),
        onboarding: ZBool.optional(),
        sendFrom: ZSendFrom.optional(),
      })
      .refine((v) => Object.keys(v).length > 0, 'Send at least one of name, latestTeamID, onboarding, sendFrom.'),
  }),
  deleteAccount: call<{ ok: true }>()('deleteAccount', {
    description: "Deletes the caller's account and everything it owns, for good; `confirmEmail` must be its address.",
    input: z.strictObject({
      confirmEmail: requiredText(MAX.email, DELETE_ACCOUNT_MESSAGES.emptyConfirmation),
    }),
  }),
  dismissAccessNotice: call<{ ok: true }>()('dismissAccessNotice', {
    description: "Dismisses one of the caller's access notices (Profile.accessNotices); an unknown id is a 404.",
    input: z.strictObject({ id: ZNoticeId }),
  }),
  leaveTeam: call<{ ok: true }>()('leaveTeam', {
    description: 'The caller leaves a team they are a member of; the owner cannot.',
    input: teamScoped,
  }),
  acceptTeamInvite: call<{ ok: true }>()('acceptTeamInvite', {
    description: 'Accepts or declines an invitation to a team.',
    // The link's token stands for a verified address: only the invited mailbox received it.
    input: z.strictObject({
      accept: ZBool,
      teamID: ZTeamId,
      onboarding: ZBool.optional(),
      token: ZInvitationToken.optional(),
    }),
  }),
  getInvitation: call<Invitation>()('getInvitation', {
    description:
      "What an invitation's link opens: the team, the role, and whether it is still open. Answers signed in or not.",
    input: z.strictObject({ teamID: ZTeamId, token: ZInvitationToken }),
  }),
  createOwnTeam: call<{ teamID: string }>()('createOwnTeam', {
    description: 'Makes the caller their own team, if they have none.',
    input: z.strictObject({}),
  }),
  acceptGroupInvite: call<{ ok: true }>()('acceptGroupInvite', {
    description: 'Invitations of an earlier shape: none are made any more, so this answers 404 for all.',
    input: z.strictObject({ accept: ZBool, groupID: ZTeamId, onboarding: ZBool.optional() }),
  }),
  updateTeam: call<{ ok: true }>()('updateTeam', {
    description: "Changes a team's name, public name, auto-subscribe, support address and site.",
    input: z.strictObject({
      teamID: ZTeamId,
      action: z.literal('update'),
      teamName: requiredText(MAX.teamName, TEAM_MESSAGES.teamNameRequired),
      publicOrgName: text(MAX.teamName).default(''),
      autoSubscribe: ZBool.default(false),
      supportEmail: ZOptionalEmail.default(''),
      teamURL: ZOptionalWebAddress.default(''),
    }),
  }),
  inviteTeamUser: call<{ ok: true }>()('inviteTeamUser', {
    description: "Invites an address to the team with a role; a mail with the invitation's link goes to it.",
    input: z.strictObject({ teamID: ZTeamId, email: ZEmail, role: ZInvitableRole.default('editor') }),
  }),
  updateTeamUserRole: call<{ ok: true }>()('updateTeamUserRole', {
    description: "Changes a member's (or an invitation's) role.",
    input: z.strictObject({ teamID: ZTeamId, userID: ZUserId.optional(), email: ZEmail, role: ZInvitableRole }),
  }),
  removeTeamUser: call<{ ok: true }>()('removeTeamUser', {
    description: 'Removes a member from the team, or withdraws an invitation (`isInvite`).',
    input: z.strictObject({
      teamID: ZTeamId,
      userID: ZUserId.optional(),
      email: ZEmail,
      isInvite: ZBool.default(false),
    }),
  }),
  createEmail: call<{ id: string; footerShortIDs: FooterShortIDs }>()('createEmail', {
    description:
      "Adds an entry to the email log. `footerShortIDs`: the ids of the new entry's tracked footer addresses.",
    input: ZEmailFields,
  }),
  updateEmail: call<{ ok: true }>()('updateEmail', {
    description: 'Changes an email log entry.',
    input: ZEmailFields.extend({ id: ZEmailId }),
  }),
  deleteEmail: call<{ ok: true }>()('deleteEmail', {
    description: 'Deletes an email log entry and its tracked links.',
    input: z.strictObject({ id: ZEmailId }),
  }),
  getEmailSend: call<SendState>()('getEmailSend', {
    description: "`today`: the caller's date, to count what they marked sent on it.",
    input: z.strictObject({ emailID: ZEmailId, today: ZDate }),
  }),
  planEmailSend: call<SendState>()('planEmailSend', {
    description: "Splits the list's current subscribers into batches; allowed until a batch is marked sent.",
    input: z.strictObject({ emailID: ZEmailId, batchSize: ZBatchSize, today: ZDate, initial: ZBool.default(false) }),
  }),
  markSendBatch: call<SendState>()('markSendBatch', {
    description:
      "`planID`: the plan whose batch the caller sent (409 if the batches were split again since). `today` and `time` are the caller's own: the entry takes them as its sent date and time with its last batch.",
    input: z.strictObject({
      emailID: ZEmailId,
      n: z.coerce.number({ error: 'Must be a batch number.' }).int().min(1).max(1_000_000),
      planID: z.coerce.number({ error: 'Must be a plan id.' }).int().min(0),
      today: ZDate,
      time: ZClockTime,
    }),
  }),
  addJoinedBatch: call<SendState>()('addJoinedBatch', {
    description: 'Adds a batch of those who joined the list since the send was planned.',
    input: z.strictObject({ emailID: ZEmailId, today: ZDate }),
  }),
  emailSubscribers: call<{ subscribers: string[] }>()('emailSubscribers', {
    description: "The addresses an email log entry's list has now, to paste into a mail's recipients.",
    input: z.strictObject({ emailID: ZEmailId }),
  }),
  newsletterSubscribers: call<{ subscribers: string[] }>()('newsletterSubscribers', {
    description: '`tag`: only the subscribers with that tag (a plan with tags).',
    input: z.strictObject({ newsletterID: ZListId, tag: ZTag.optional() }),
  }),
  createSubscriber: call<{ id: string }>()('createSubscriber', {
    description: 'Adds a subscriber to lists of the team, with a consent record of how they came.',
    input: ZSubscriberFields,
  }),
  updateSubscriber: call<{ ok: true; id: string }>()('updateSubscriber', {
    description: "`id`: where the subscriber lives afterwards; a changed address moves it to that address's id.",
    input: ZSubscriberFields.extend({ id: ZSubscriberId }),
  }),
  deleteSubscriber: call<{ ok: true }>()('deleteSubscriber', {
    description: 'Deletes a subscriber for good (their address stays suppressed if they had left).',
    input: z.strictObject({ id: ZSubscriberId }),
  }),
  subscriberHistory: call<SubscriberHistory>()('subscriberHistory', {
    description: "A subscriber's history: each subscribe and unsubscribe with its source and time.",
    input: z.strictObject({ id: ZSubscriberId }),
  }),
  consentChain: call<ConsentChainPage>()('consentChain', {
    description:
      "One page of the team's consent chain, oldest first: records with `after` < seq ≤ `upTo` (else the head's seq). Ask for the first page without `upTo` and pass its head's seq with the next ones, so the pages join into the chain as it stood then.",
    input: z.strictObject({
      teamID: ZTeamId,
      after: z.coerce.number().int().min(0).default(0),
      upTo: z.coerce.number().int().min(0).optional(),
    }),
  }),
  deleteSubscribers: call<{ deleted: number }>()('deleteSubscribers', {
    description: '`deleted`: how many were deleted; one already gone counts as deleted.',
    input: z.strictObject({
      teamID: ZTeamId,
      ids: ZBulkSubscriberIDs,
    }),
  }),
  subscriberTags: call<{ updated: number }>()('subscriberTags', {
    description: "Adds a tag to, or removes one from, several of a team's subscribers; `updated`: how many changed.",
    input: z
      .strictObject({
        teamID: ZTeamId,
        subscriberIDs: ZBulkSubscriberIDs,
        add: ZTag.optional(),
        remove: ZTag.optional(),
      })
      .superRefine((change, ctx) =>
        tagChangeIssues(change, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message })),
      ),
  }),
  startSubscriberJob: call<{ jobID: string; total: number }>()('startSubscriberJob', {
    description:
      "Starts a job over every subscriber matching the table's filters (docs/product.md §4): `total` is how many match now. Export and copy need exportEmails, tag and delete manageSubscribers.",
    input: z.strictObject({ teamID: ZTeamId, match: ZSubscriberMatch, action: ZSubscriberJobAction }),
  }),
  subscriberJob: call<SubscriberJobProgress>()('subscriberJob', {
    description: 'How far a job that startSubscriberJob started has got.',
    input: ZSubscriberJobRef,
  }),
  subscriberJobFile: call<string>()('subscriberJobFile', {
    description: 'The file of a finished export or copy job: a CSV or text download, not JSON.',
    input: ZSubscriberJobRef,
  }),
  teamTags: call<{ tags: string[] }>()('teamTags', {
    description: "Every tag a subscriber of the team has, once each: the tag filter's choices.",
    input: teamScoped,
  }),
  batchSubscribers: call<ImportCallAnswer>()('batchSubscribers', {
    description:
      '`emails`: each entry either pasted text (split and unwrapped as docs/product.md §5 says, `Name <address>` forms giving names) or one address with the name and notes its row brought.',
    input: z.strictObject({
      emails: z
        .array(z.union([z.string().max(MAX.email * 4), ZImportedAddress]))
        .min(1, EMAIL_LIST_MESSAGES.empty)
        .max(MAX.batchEmails),
      newsletterIDs: ZImportLists,
      teamID: ZTeamId,
      notes: text(MAX.notes).default(''),
      importID: ZImportId.optional().describe(
        'The import this call continues (the `importID` an earlier call of it answered); none starts one.',
      ),
      fileName: text(MAX.fileName)
        .optional()
        .describe('The file the addresses came from, for the import history; none for a pasted list.'),
      keptOutIn: text(MAX.fileName)
        .optional()
        .describe(
          'The tool whose export says who left ("Mailchimp"), for their consent records; else the file is named.',
        ),
      agreed: z
        .literal(true, { error: IMPORT_AGREEMENT.missing })
        .describe('The sender confirms the people agreed to hear from them; an import without it is refused.'),
    }),
  }),
  previewImport: call<ImportPreviewAnswer>()('previewImport', {
    description:
      "What an import of `rows` (each one row's address as given, not cut further) onto the lists would do, row by row; writes nothing. `earlierNew`: new addresses that earlier parts of the same preview found, counted with these against the plan.",
    input: z.strictObject({
      rows: z
        .array(z.string().max(MAX.email * 4))
        .min(1, EMAIL_LIST_MESSAGES.empty)
        .max(MAX.batchEmails),
      newsletterIDs: ZImportLists,
      teamID: ZTeamId,
      earlierNew: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
    }),
  }),
  importHistory: call<ImportHistory>()('importHistory', {
    description: "The team's imports, newest first, with what each added and whether it can still be undone.",
    input: teamScoped,
  }),
  undoImport: call<ImportUndoCounts>()('undoImport', {
    description: `Undoes an import within ${IMPORT_UNDO_DAYS} days of its first write: what it created or put on lists, and nobody changed since, goes back as it was.`,
    input: z.strictObject({ teamID: ZTeamId, importID: ZImportId }),
  }),
  createLink: call<{ linkID: string; shortID?: string }>()('createLink', {
    description: "`shortID`: a tracked URL's short address (type url only).",
    input: z.discriminatedUnion('type', [
      z.strictObject({
        newsletterID: ZListId,
        teamID: ZTeamId,
        subscriberID: ZSubscriberId,
        type: z.enum(['unsubscribe', 'manage']),
      }),
      z
        .strictObject({
          type: z.literal('url'),
          newsletterID: ZListId,
          teamID: ZTeamId,
          emailID: ZEmailId,
          url: ZWebAddress,
        })
        .describe("A tracked address of an email log entry that leads to the sender's own URL."),
    ]),
  }),
  mailMergeLinks: call<MailMergePage>()('mailMergeLinks', {
    description:
      "One page of a list's current subscribers (those with `tag` alone if given), each with a new unsubscribe and manage link; ask again with the answer's `nextCursor` until it is null.",
    input: z.strictObject({
      newsletterID: ZListId,
      tag: ZTag.optional(),
      cursor: z.string().max(400).optional().describe("Opaque cursor from the previous page's `nextCursor`."),
    }),
  }),
  trackedLink: call<never>()('trackedLink', {
    description: 'The long tracked address of earlier mails, kept working: counts the click and redirects.',
    input: z.strictObject({
      newsletterID: ZListId,
      emailID: ZEmailId.optional(),
      type: z.enum(['subscribe', 'unsubscribe']).optional(),
      linkID: ZLinkId.optional(),
    }),
  }),
  shortLink: call<never>()('shortLink', {
    description:
      'Where a short address leads. Unknown query parameters are dropped, not refused: a mail program may append its own to a link in a sent mail.',
    input: z.object({ id: ZShortLinkId }),
  }),
  emailTrackedLinks: call<EmailTrackedLinks>()('emailTrackedLinks', {
    description: "An email log entry's tracked links with their click counts.",
    input: z.strictObject({ emailID: ZEmailId }),
  }),
  deleteTrackedLink: call<{ ok: true }>()('deleteTrackedLink', {
    description: 'Deletes a tracked link; its address stops leading anywhere.',
    input: z.strictObject({ linkID: ZLinkId }),
  }),
  newsletterSources: call<NewsletterSourcesAnswer>()('newsletterSources', {
    description: "A list's sources with their sign-up links and counts.",
    input: z.strictObject({ newsletterID: ZListId }),
  }),
  createSource: call<{ source: ListSource }>()('createSource', {
    description: 'Adds a source to a list: a sign-up link that credits it.',
    input: z.strictObject({ newsletterID: ZListId, name: ZSourceName }),
  }),
  renameSource: call<{ ok: true }>()('renameSource', {
    description: 'Renames a source; its link stays the same.',
    input: z.strictObject({ id: ZSourceId, name: ZSourceName }),
  }),
  deleteSource: call<{ ok: true }>()('deleteSource', {
    description: 'Its link keeps subscribing people, without crediting it; its counts go with it.',
    input: z.strictObject({ id: ZSourceId }),
  }),
  createNewsletter: call<{ id: string; newsletter: Newsletter }>()('createNewsletter', {
    description: 'Creates a list (newsletter) in a team; during onboarding only its name is given.',
    input: z.union([ZOnboardingNewsletter, ZNewsletterFields]),
  }),
  updateNewsletter: call<{ ok: true }>()('updateNewsletter', {
    description: "Changes a list's settings; fields left out stay as they are.",
    input: ZNewsletterPatch,
  }),
  updateNewsletterFooter: call<{ customFooterHtml: string }>()('updateNewsletterFooter', {
    description: "Sets or removes a list's custom footer template; answers it as sanitised.",
    input: z.strictObject({ id: ZListId, customFooterHtml: ZCustomFooterHtml }),
  }),
  deleteNewsletter: call<{ ok: true }>()('deleteNewsletter', {
    description: 'Deletes a list; its subscribers stay in the team.',
    input: z.strictObject({ id: ZListId }),
  }),
  linkOpen: call<LinkOpenAnswer>()('linkOpen', {
    description:
      "What a recipient page shows when opened from a link: the list, the sender and, for a personal link, the reader's lists.",
    input: z.union([
      z.strictObject({ type: ZPublicLinkType, newsletterID: ZListId, emailID: ZEmailId.optional() }),
      z.strictObject({ type: ZPublicLinkType, linkID: ZLinkId }),
      z
        .strictObject({ type: z.literal('confirmSubscribe'), linkID: ZLinkId })
        .describe(
          "The page of a subscribe confirmation mail; `linkID` is the mail's token. Opening it confirms nothing.",
        ),
    ]),
  }),
  emailActionSubmit: call<EmailActionSubmitAnswer>()('emailActionSubmit', {
    description: "Subscribes or unsubscribes an address from a list's public page.",
    input: z.strictObject({
      type: z.enum(['subscribe', 'unsubscribe']),
      email: ZEmail,
      newsletterID: ZListId,
      emailID: ZEmailId.optional(),
      sourceID: ZSourceId.optional().describe(
        "The list's source whose link the page was opened from; an unknown one is left out (docs/product.md §4, Sources).",
      ),
      language: ZPageLanguage,
    }),
  }),
  subscribeForm: call<never>()('subscribeForm', {
    description:
      "A sign-up form on the sender's own website, posted as `application/x-www-form-urlencoded` (or JSON): starts the " +
      "same double opt-in as POST /emailActionSubmit and redirects (303) to the site's page that asks to check the inbox. " +
      'A caller that prefers `text/html` (a browser) is redirected to a page that says what went wrong, instead of ' +
      'the JSON error, for every refusal; a list that takes nobody is a `conflict` (409). Other fields are ignored.',
    input: z.object({
      email: ZEmail,
      newsletterID: ZListId,
      sourceID: z
        .string()
        .max(100)
        .optional()
        .transform((id) => (id && SOURCE_ID_PATTERN.test(id) ? id : undefined))
        .describe(
          "The list's source to credit the sign-up to; an empty, malformed or unknown one is left out (docs/product.md §4, Sources).",
        ),
      language: z
        .string()
        .max(20)
        .optional()
        .transform((tag) => (isLanguage(tag) ? tag : undefined))
        .describe(
          "The confirmation mail's language, for a site that names one; an unknown one is left out. Without it, the " +
            "request's Accept-Language, then the list's default language.",
        ),
    }),
  }),
  linkAction: call<LinkActionAnswer>()('linkAction', {
    description:
      'What a reader does on their personal preferences page: change lists, leave all, or confirm a subscription.',
    input: z.discriminatedUnion('type', [
      z.strictObject({
        type: z.enum(['updatePreferences', 'unsubscribeAll']),
        subscriberEmail: ZEmail.optional(),
        newsletterIDs: z.array(ZListId).max(1000).default([]),
        token: ZLinkId,
        language: ZPageLanguage,
      }),
      z
        .strictObject({
          type: z.enum(['leaveList', 'joinList']),
          subscriberEmail: ZEmail.optional(),
          newsletterID: ZListId,
          token: ZLinkId,
          language: ZPageLanguage,
        })
        .describe("One list left or joined again, the reader's other lists as they are on the server."),
      z
        .strictObject({ type: z.literal('confirmSubscribe'), token: ZLinkId })
        .describe('The button of a subscribe confirmation page; `token` is the one in the mail.'),
    ]),
  }),
  consentReceipt: call<ConsentReceipt>()('consentReceipt', {
    description: "A recipient's consent receipt, from their preferences link: each record of their consent, chained.",
    input: z.strictObject({ linkID: ZLinkId }),
  }),
  oneClickUnsubscribe: call<{ ok: true }>()('oneClickUnsubscribe', {
    description: 'RFC 8058 one-click unsubscribe: the List-Unsubscribe address mail providers post to, form-encoded.',
    // Mail providers send `List-Unsubscribe=One-Click` form-encoded; other fields are ignored.
    input: z.object({ linkID: ZLinkId, 'List-Unsubscribe': z.string().max(100).optional() }),
  }),
  oneClickUnsubscribePage: call<never>()('oneClickUnsubscribePage', {
    description: 'The one-click address opened in a browser: redirects to the /link/unsub/{linkID} page.',
    input: z.object({ linkID: ZLinkId }),
  }),
  feedback: call<{ ok: true }>()('feedback', {
    description: 'Sends feedback or a contact message; signed in or not.',
    input: ZFeedbackInput,
  }),
  createApiKey: call<CreatedApiKey>()('createApiKey', {
    description:
      'Creates an API key of the team (owners and admins; a plan with API keys). The answer holds the key itself, which no later answer shows.',
    input: z.strictObject({
      teamID: ZTeamId,
      name: requiredText(MAX.apiKeyName, API_KEY_MESSAGES.nameRequired),
      scope: z
        .enum(API_KEY_SCOPES, { error: `Must be one of ${API_KEY_SCOPES.join(', ')}.` })
        .describe('`read`: the GET calls of /api/v1; `write`: those and the calls that change subscribers.'),
    }),
  }),
  listApiKeys: call<{ apiKeys: ApiKey[] }>()('listApiKeys', {
    description: "The team's API keys, newest first: names, scopes, who made them and when they were last used.",
    input: teamScoped,
  }),
  deleteApiKey: call<{ ok: true }>()('deleteApiKey', {
    description: 'Revokes an API key: the next call made with it answers 401.',
    input: z.strictObject({ id: ZApiKeyId }),
  }),
  v1Lists: call<{ data: Newsletter[] }>()('v1Lists', {
    description: "The key's team's lists (newsletters), oldest first, with their settings and counts.",
    input: empty,
  }),
  v1Subscribers: call<SubscriberPage>()('v1Subscribers', {
    description:
      "A page of the team's subscribers, filtered, searched and sorted as the dashboard's table is; ask again with `nextCursor` until it is null.",
    input: z
      .strictObject({
        cursor: ZPageCursor,
        limit: ZPageLimit,
        ...subscriberMatchFields,
        sort: z.enum(SUBSCRIBER_SORTS).optional(),
      })
      .superRefine(searchSortIssue),
  }),
  v1Subscriber: call<Subscriber>()('v1Subscriber', {
    description: 'One subscriber of the team.',
    input: z.strictObject({ id: ZSubscriberId }),
  }),
  v1AddSubscriber: call<{ id: string }>()('v1AddSubscriber', {
    description:
      'Adds a subscriber to lists of the team; their consent records name the API as the source. 409 if the address is in the team already (update it with PUT).',
    input: ZKeySubscriberFields,
  }),
  v1UpdateSubscriber: call<{ ok: true; id: string }>()('v1UpdateSubscriber', {
    description:
      "Replaces a subscriber's address, name, notes and lists: lists left out are left, lists added are joined (source: the API). `id`: where the subscriber lives afterwards.",
    input: ZKeySubscriberFields.extend({
      id: ZSubscriberId,
      subscribedNewsletters: z.array(ZListId).max(MAX.listIDs).describe('Every list the subscriber is on afterwards.'),
    }),
  }),
  v1Unsubscribe: call<{ ok: true }>()('v1Unsubscribe', {
    description: 'Unsubscribes a subscriber from one list, or from all of them; the subscriber and their history stay.',
    input: z.strictObject({
      id: ZSubscriberId,
      newsletterID: ZListId.optional().describe('The list to leave; left out: every list.'),
    }),
  }),
  v1Emails: call<EmailLogPage>()('v1Emails', {
    description: "A page of the team's email log, newest first, with each entry's counts.",
    input: z.strictObject({ newsletterID: ZListId.optional(), cursor: ZPageCursor, limit: ZPageLimit }),
  }),
  createWebhook: call<CreatedWebhook>()('createWebhook', {
    description:
      "Adds a webhook endpoint of the team (owners and admins; a plan with webhooks). The answer holds the endpoint's signing secret, which no later answer shows. In production the address must be https on a public host.",
    input: z.strictObject({
      teamID: ZTeamId,
      url: z
        .string({ error: WEBHOOK_MESSAGES.urlInvalid })
        .trim()
        .min(1, WEBHOOK_MESSAGES.urlInvalid)
        .max(MAX.url)
        .describe('Where each event is POSTed, as JSON signed in the `Listkeep-Signature` header.'),
      events: z
        .array(z.enum(WEBHOOK_EVENTS, { error: `Must be one of ${WEBHOOK_EVENTS.join(', ')}.` }))
        .min(1, WEBHOOK_MESSAGES.eventsRequired)
        .max(WEBHOOK_EVENTS.length)
        .transform((events) => [...new Set(events)])
        .describe('The events the endpoint receives.'),
    }),
  }),
  listWebhooks: call<{ webhooks: WebhookEndpoint[] }>()('listWebhooks', {
    description: "The team's webhook endpoints, newest first, without their secrets.",
    input: teamScoped,
  }),
  deleteWebhook: call<{ ok: true }>()('deleteWebhook', {
    description: 'Deletes a webhook endpoint and its delivery log: nothing more is sent to it.',
    input: z.strictObject({ id: ZWebhookId }),
  }),
  listWebhookDeliveries: call<{ deliveries: WebhookDelivery[] }>()('listWebhookDeliveries', {
    description: "An endpoint's latest deliveries, newest first: event, time, state, attempts and the last answer.",
    input: z.strictObject({ id: ZWebhookId }),
  }),
  resendWebhookDelivery: call<{ delivery: WebhookDelivery }>()('resendWebhookDelivery', {
    description: 'Sends a delivery again now, the same event with a new signature; its retries start afresh.',
    input: z.strictObject({ id: ZWebhookDeliveryId }),
  }),
} as const satisfies Record<CallName, CallSpec<z.ZodType, unknown>>;

export type Contract = typeof contract;
/** What a caller sends (before defaults are applied). */
export type CallInput<K extends CallName> = z.input<Contract[K]['input']>;
/** What a handler receives (after parsing, defaults applied). */
export type ParsedInput<K extends CallName> = z.output<Contract[K]['input']>;
export type CallOutput<K extends CallName> = NonNullable<Contract[K]['output']>;
