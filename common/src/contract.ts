/**
 * The API contract: every call of docs/product.md §7, its input schema and the
 * shape of its answer. The server's handler table is typed against this
 * registry (a missing handler is a compile error) and the web client's
 * `api.call(name, input)` is typed by it too.
 */
import { z } from 'zod';
import type { ConsentReceipt } from './consent-chain';
import type {
  ConsentChainPage,
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
import type { ImportPreviewAnswer } from './import-preview';
import { KEPT_OUT_REASONS } from './import-status';
import { formatCount } from './count-text';
import { EMAIL_DELIMITERS, type EmailDelimiter } from './export';
import type { SubscriberJobProgress } from './subscriber-jobs';
import type { MailMergePage } from './mail-merge';
import { customFooterProblem } from './custom-footer';
import { ZFeedbackInput } from './feedback-input';
import { MAX } from './limits';
import { SOURCE_MESSAGES, sourceNameProblem } from './list-sources';
import { ZNewNewsletterSettings, ZNewsletterSettingsChange } from './newsletter-settings';
import { ROUTES, type CallName, type RouteSpec } from './routes';
import {
  SEARCHED_COLUMN,
  SUBSCRIBER_QUERY_MESSAGES,
  SUBSCRIBER_SORTS,
  SUBSCRIBER_STATUSES,
  parseSubscriberSort,
} from './subscriber-query';
import { SEND_LIMIT_MAX, SEND_PROVIDER_IDS } from './send-providers';
import type { FooterShortIDs } from './short-links';
import { ZTag, ZTags, tagKey } from './tags';
import {
  ZBool,
  ZEmail,
  ZEmailId,
  ZImportId,
  ZInvitationToken,
  ZInvitableRole,
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
  /** Phantom: the type of the answer's JSON body. */
  output?: O;
}

function call<O>() {
  return <I extends z.ZodType>(name: CallName, spec: { input: I }) => ({ ...ROUTES[name], ...spec }) as CallSpec<I, O>;
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
  /** Empty when not known. */
  sentTime: z.union([ZClockTime, z.literal('')]).default(''),
  /** Empty when not known. */
  sentDate: z.union([ZDate, z.literal('')]).default(''),
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
  /** Added to the subscriber's tags, as many as fit; a plan with tags only. */
  tags: ZTags.optional(),
  /** The file says the person left: never subscribed, kept out of the lists (common/src/import-status.ts). */
  left: z.enum(KEPT_OUT_REASONS).optional(),
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
  /** Left out: the subscriber's tags stay as they are (none for a new one). */
  tags: ZTags.optional(),
});

/** The subscribers a bulk call acts on: 1 to MAX.bulkSubscriberIDs ids. */
const ZBulkSubscriberIDs = z.array(ZSubscriberId).min(1, 'Choose at least one subscriber.').max(MAX.bulkSubscriberIDs);

/** The table's filters and search (SubscriberMatch): the same fields and rules wherever a call takes them. */
const subscriberMatchFields = {
  /** Subscribers whose address (or name, sorted by name) begins so, without case. */
  q: requiredText(MAX.search, 'Type something to search for, or leave q out.').optional(),
  newsletterID: ZListId.optional(),
  status: z.enum(SUBSCRIBER_STATUSES).optional(),
  tag: ZTag.optional(),
};

const ZSubscriberMatch = z.strictObject(subscriberMatchFields);

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
  getVersion: call<{ version: string }>()('getVersion', { input: empty }),
  getUserData: call<Profile>()('getUserData', { input: empty }),
  getDashboardData: call<DashboardData>()('getDashboardData', {
    input: z.strictObject({ teamID: ZTeamId.optional() }),
  }),
  getDashboardItem: call<DashboardItemAnswer>()('getDashboardItem', {
    input: z
      .strictObject({
        type: z.enum(['emails', 'subscribers', 'teamUsers']),
        teamID: ZTeamId,
        /** Opaque cursor from the previous page's `nextCursor`. */
        cursor: z.string().max(400).optional(),
        limit: z.coerce.number().int().min(1).max(MAX.pageSize).optional(),
        /** `skip`: no count of the rows (`total` null), so the first page does not wait for one. */
        total: z.enum(['count', 'skip']).optional(),
        ...subscriberMatchFields,
        sort: z.enum(SUBSCRIBER_SORTS).optional(),
      })
      .superRefine((input, ctx) => {
        const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
        const { q, sort, newsletterID, status, tag } = input;
        if (input.type !== 'subscribers') {
          const given = Object.entries({ q, sort, newsletterID, status, tag }).find(([, v]) => v !== undefined);
          if (given) issue(given[0], SUBSCRIBER_QUERY_MESSAGES.onlySubscribers);
          return;
        }
        if (q !== undefined && sort !== undefined && SEARCHED_COLUMN[parseSubscriberSort(sort).key] === null)
          issue('sort', SUBSCRIBER_QUERY_MESSAGES.searchByDate);
      }),
  }),
  /** Dismisses the refused sign-ups warning; `key` is the warning's own, as getDashboardData answered it. */
  dismissRefusedSignups: call<{ ok: true }>()('dismissRefusedSignups', {
    input: z.strictObject({ teamID: ZTeamId, key: z.string().min(1).max(100) }),
  }),
  createCheckoutSession: call<{ url: string }>()('createCheckoutSession', {
    input: z.strictObject({ subscriptionTier: ZTier.optional(), returnTo: ZReturnPath.optional() }),
  }),
  setProfile: call<{ profile: Profile }>()('setProfile', {
    input: z
      .strictObject({
        name: requiredText(MAX.personName, 'Please fill in your name.').optional(),
        latestTeamID: ZTeamId.optional(),
        onboarding: ZBool.optional(),
        sendFrom: ZSendFrom.optional(),
      })
      .refine((v) => Object.keys(v).length > 0, 'Send at least one of name, latestTeamID, onboarding, sendFrom.'),
  }),
  /** Deletes the caller's account and everything it owns, for good; `confirmEmail` must be its address. */
  deleteAccount: call<{ ok: true }>()('deleteAccount', {
    input: z.strictObject({
      confirmEmail: requiredText(MAX.email, DELETE_ACCOUNT_MESSAGES.emptyConfirmation),
    }),
  }),
  /** Dismisses one of the caller's access notices (Profile.accessNotices); an unknown id is a 404. */
  dismissAccessNotice: call<{ ok: true }>()('dismissAccessNotice', { input: z.strictObject({ id: ZNoticeId }) }),
  leaveTeam: call<{ ok: true }>()('leaveTeam', { input: teamScoped }),
  acceptTeamInvite: call<{ ok: true }>()('acceptTeamInvite', {
    // The link's token stands for a verified address: only the invited mailbox received it.
    input: z.strictObject({
      accept: ZBool,
      teamID: ZTeamId,
      onboarding: ZBool.optional(),
      token: ZInvitationToken.optional(),
    }),
  }),
  getInvitation: call<Invitation>()('getInvitation', {
    input: z.strictObject({ teamID: ZTeamId, token: ZInvitationToken }),
  }),
  createOwnTeam: call<{ teamID: string }>()('createOwnTeam', { input: z.strictObject({}) }),
  acceptGroupInvite: call<{ ok: true }>()('acceptGroupInvite', {
    input: z.strictObject({ accept: ZBool, groupID: ZTeamId, onboarding: ZBool.optional() }),
  }),
  updateTeam: call<{ ok: true }>()('updateTeam', {
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
    input: z.strictObject({ teamID: ZTeamId, email: ZEmail, role: ZInvitableRole.default('editor') }),
  }),
  updateTeamUserRole: call<{ ok: true }>()('updateTeamUserRole', {
    input: z.strictObject({ teamID: ZTeamId, userID: ZUserId.optional(), email: ZEmail, role: ZInvitableRole }),
  }),
  removeTeamUser: call<{ ok: true }>()('removeTeamUser', {
    input: z.strictObject({
      teamID: ZTeamId,
      userID: ZUserId.optional(),
      email: ZEmail,
      isInvite: ZBool.default(false),
    }),
  }),
  /** `footerShortIDs`: the ids of the new entry's tracked footer addresses. */
  createEmail: call<{ id: string; footerShortIDs: FooterShortIDs }>()('createEmail', { input: ZEmailFields }),
  updateEmail: call<{ ok: true }>()('updateEmail', { input: ZEmailFields.extend({ id: ZEmailId }) }),
  deleteEmail: call<{ ok: true }>()('deleteEmail', { input: z.strictObject({ id: ZEmailId }) }),
  /** `today`: the caller's date, to count what they marked sent on it. */
  getEmailSend: call<SendState>()('getEmailSend', {
    input: z.strictObject({ emailID: ZEmailId, today: ZDate }),
  }),
  /** Splits the list's current subscribers into batches; allowed until a batch is marked sent. */
  planEmailSend: call<SendState>()('planEmailSend', {
    input: z.strictObject({ emailID: ZEmailId, batchSize: ZBatchSize, today: ZDate, initial: ZBool.default(false) }),
  }),
  /**
   * `planID`: the plan whose batch the caller sent (409 if the batches were split again since).
   * `today` and `time` are the caller's own: the entry takes them as its sent date and time with its last batch.
   */
  markSendBatch: call<SendState>()('markSendBatch', {
    input: z.strictObject({
      emailID: ZEmailId,
      n: z.coerce.number({ error: 'Must be a batch number.' }).int().min(1).max(1_000_000),
      planID: z.coerce.number({ error: 'Must be a plan id.' }).int().min(0),
      today: ZDate,
      time: ZClockTime,
    }),
  }),
  addJoinedBatch: call<SendState>()('addJoinedBatch', {
    input: z.strictObject({ emailID: ZEmailId, today: ZDate }),
  }),
  emailSubscribers: call<{ subscribers: string[] }>()('emailSubscribers', {
    input: z.strictObject({ emailID: ZEmailId }),
  }),
  /** `tag`: only the subscribers with that tag (a plan with tags). */
  newsletterSubscribers: call<{ subscribers: string[] }>()('newsletterSubscribers', {
    input: z.strictObject({ newsletterID: ZListId, tag: ZTag.optional() }),
  }),
  createSubscriber: call<{ id: string }>()('createSubscriber', { input: ZSubscriberFields }),
  /** `id`: where the subscriber lives afterwards; a changed address moves it to that address's id. */
  updateSubscriber: call<{ ok: true; id: string }>()('updateSubscriber', {
    input: ZSubscriberFields.extend({ id: ZSubscriberId }),
  }),
  deleteSubscriber: call<{ ok: true }>()('deleteSubscriber', { input: z.strictObject({ id: ZSubscriberId }) }),
  subscriberHistory: call<SubscriberHistory>()('subscriberHistory', { input: z.strictObject({ id: ZSubscriberId }) }),
  /**
   * One page of the team's consent chain, oldest first: records with `after`
   * < seq ≤ `upTo` (else the head's seq). Ask for the first page without
   * `upTo` and pass its head's seq with the next ones, so the pages join into
   * the chain as it stood then.
   */
  consentChain: call<ConsentChainPage>()('consentChain', {
    input: z.strictObject({
      teamID: ZTeamId,
      after: z.coerce.number().int().min(0).default(0),
      upTo: z.coerce.number().int().min(0).optional(),
    }),
  }),
  /** `deleted`: how many were deleted; one already gone counts as deleted. */
  deleteSubscribers: call<{ deleted: number }>()('deleteSubscribers', {
    input: z.strictObject({
      teamID: ZTeamId,
      ids: ZBulkSubscriberIDs,
    }),
  }),
  /** Adds a tag to, or removes one from, several of a team's subscribers; `updated`: how many changed. */
  subscriberTags: call<{ updated: number }>()('subscriberTags', {
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
  /**
   * Starts a job over every subscriber matching the table's filters
   * (docs/product.md §4): `total` is how many match now. Export and copy need
   * exportEmails, tag and delete manageSubscribers.
   */
  startSubscriberJob: call<{ jobID: string; total: number }>()('startSubscriberJob', {
    input: z.strictObject({ teamID: ZTeamId, match: ZSubscriberMatch, action: ZSubscriberJobAction }),
  }),
  subscriberJob: call<SubscriberJobProgress>()('subscriberJob', { input: ZSubscriberJobRef }),
  /** The file of a finished export or copy job: a CSV or text download, not JSON. */
  subscriberJobFile: call<string>()('subscriberJobFile', { input: ZSubscriberJobRef }),
  /** Every tag a subscriber of the team has, once each: the tag filter's choices. */
  teamTags: call<{ tags: string[] }>()('teamTags', { input: teamScoped }),
  /**
   * `emails`: each entry either pasted text (split and unwrapped as
   * docs/product.md §5 says, `Name <address>` forms giving names) or one
   * address with the name and notes its row brought.
   */
  batchSubscribers: call<ImportCallAnswer>()('batchSubscribers', {
    input: z.strictObject({
      emails: z
        .array(z.union([z.string().max(MAX.email * 4), ZImportedAddress]))
        .min(1, EMAIL_LIST_MESSAGES.empty)
        .max(MAX.batchEmails),
      newsletterIDs: ZImportLists,
      teamID: ZTeamId,
      notes: text(MAX.notes).default(''),
      /** The import this call continues (the `importID` an earlier call of it answered); none starts one. */
      importID: ZImportId.optional(),
      /** The file the addresses came from, for the import history; none for a pasted list. */
      fileName: text(MAX.fileName).optional(),
      /** The tool whose export says who left ("Mailchimp"), for their consent records; else the file is named. */
      keptOutIn: text(MAX.fileName).optional(),
      /** The sender confirms the people agreed to hear from them; an import without it is refused. */
      agreed: z.literal(true, { error: IMPORT_AGREEMENT.missing }),
    }),
  }),
  /**
   * What an import of `rows` (each one row's address as given, not cut
   * further) onto the lists would do, row by row; writes nothing.
   * `earlierNew`: new addresses that earlier parts of the same preview found,
   * counted with these against the plan.
   */
  previewImport: call<ImportPreviewAnswer>()('previewImport', {
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
  importHistory: call<ImportHistory>()('importHistory', { input: teamScoped }),
  /** Undoes an import of the last IMPORT_UNDO_DAYS days as docs/product.md §4 says. */
  undoImport: call<ImportUndoCounts>()('undoImport', {
    input: z.strictObject({ teamID: ZTeamId, importID: ZImportId }),
  }),
  /** `shortID`: a tracked URL's short address (type url only). */
  createLink: call<{ linkID: string; shortID?: string }>()('createLink', {
    input: z.discriminatedUnion('type', [
      z.strictObject({
        newsletterID: ZListId,
        teamID: ZTeamId,
        subscriberID: ZSubscriberId,
        type: z.enum(['unsubscribe', 'manage']),
      }),
      /** A tracked address of an email log entry that leads to the sender's own URL. */
      z.strictObject({
        type: z.literal('url'),
        newsletterID: ZListId,
        teamID: ZTeamId,
        emailID: ZEmailId,
        url: ZWebAddress,
      }),
    ]),
  }),
  /**
   * One page of a list's current subscribers (those with `tag` alone if
   * given), each with a new unsubscribe and manage link; ask again with the
   * answer's `nextCursor` until it is null.
   */
  mailMergeLinks: call<MailMergePage>()('mailMergeLinks', {
    input: z.strictObject({
      newsletterID: ZListId,
      tag: ZTag.optional(),
      /** Opaque cursor from the previous page's `nextCursor`. */
      cursor: z.string().max(400).optional(),
    }),
  }),
  trackedLink: call<never>()('trackedLink', {
    input: z.strictObject({
      newsletterID: ZListId,
      emailID: ZEmailId.optional(),
      type: z.enum(['subscribe', 'unsubscribe']).optional(),
      linkID: ZLinkId.optional(),
    }),
  }),
  /**
   * Where a short address leads. Unknown query parameters are dropped, not
   * refused: a mail program may append its own to a link in a sent mail.
   */
  shortLink: call<never>()('shortLink', { input: z.object({ id: ZShortLinkId }) }),
  emailTrackedLinks: call<EmailTrackedLinks>()('emailTrackedLinks', {
    input: z.strictObject({ emailID: ZEmailId }),
  }),
  deleteTrackedLink: call<{ ok: true }>()('deleteTrackedLink', { input: z.strictObject({ linkID: ZLinkId }) }),
  newsletterSources: call<NewsletterSourcesAnswer>()('newsletterSources', {
    input: z.strictObject({ newsletterID: ZListId }),
  }),
  createSource: call<{ source: ListSource }>()('createSource', {
    input: z.strictObject({ newsletterID: ZListId, name: ZSourceName }),
  }),
  renameSource: call<{ ok: true }>()('renameSource', {
    input: z.strictObject({ id: ZSourceId, name: ZSourceName }),
  }),
  /** Its link keeps subscribing people, without crediting it; its counts go with it. */
  deleteSource: call<{ ok: true }>()('deleteSource', { input: z.strictObject({ id: ZSourceId }) }),
  createNewsletter: call<{ id: string; newsletter: Newsletter }>()('createNewsletter', {
    input: z.union([ZOnboardingNewsletter, ZNewsletterFields]),
  }),
  updateNewsletter: call<{ ok: true }>()('updateNewsletter', { input: ZNewsletterPatch }),
  updateNewsletterFooter: call<{ customFooterHtml: string }>()('updateNewsletterFooter', {
    input: z.strictObject({ id: ZListId, customFooterHtml: ZCustomFooterHtml }),
  }),
  deleteNewsletter: call<{ ok: true }>()('deleteNewsletter', { input: z.strictObject({ id: ZListId }) }),
  linkOpen: call<LinkOpenAnswer>()('linkOpen', {
    input: z.union([
      z.strictObject({ type: ZPublicLinkType, newsletterID: ZListId, emailID: ZEmailId.optional() }),
      z.strictObject({ type: ZPublicLinkType, linkID: ZLinkId }),
      /** The page of a subscribe confirmation mail; `linkID` is the mail's token. Opening it confirms nothing. */
      z.strictObject({ type: z.literal('confirmSubscribe'), linkID: ZLinkId }),
    ]),
  }),
  emailActionSubmit: call<EmailActionSubmitAnswer>()('emailActionSubmit', {
    input: z.strictObject({
      type: z.enum(['subscribe', 'unsubscribe']),
      email: ZEmail,
      newsletterID: ZListId,
      emailID: ZEmailId.optional(),
      /** The list's source whose link the page was opened from; an unknown one is left out (docs/product.md §4, Sources). */
      sourceID: ZSourceId.optional(),
    }),
  }),
  linkAction: call<LinkActionAnswer>()('linkAction', {
    input: z.discriminatedUnion('type', [
      z.strictObject({
        type: z.enum(['updatePreferences', 'unsubscribeAll']),
        subscriberEmail: ZEmail.optional(),
        newsletterIDs: z.array(ZListId).max(1000).default([]),
        token: ZLinkId,
      }),
      /** One list left or joined again, the reader's other lists as they are on the server. */
      z.strictObject({
        type: z.enum(['leaveList', 'joinList']),
        subscriberEmail: ZEmail.optional(),
        newsletterID: ZListId,
        token: ZLinkId,
      }),
      /** The button of a subscribe confirmation page; `token` is the one in the mail. */
      z.strictObject({ type: z.literal('confirmSubscribe'), token: ZLinkId }),
    ]),
  }),
  consentReceipt: call<ConsentReceipt>()('consentReceipt', { input: z.strictObject({ linkID: ZLinkId }) }),
  oneClickUnsubscribe: call<{ ok: true }>()('oneClickUnsubscribe', {
    // Mail providers send `List-Unsubscribe=One-Click` form-encoded; other fields are ignored.
    input: z.object({ linkID: ZLinkId, 'List-Unsubscribe': z.string().max(100).optional() }),
  }),
  oneClickUnsubscribePage: call<never>()('oneClickUnsubscribePage', { input: z.object({ linkID: ZLinkId }) }),
  feedback: call<{ ok: true }>()('feedback', { input: ZFeedbackInput }),
} as const satisfies Record<CallName, CallSpec<z.ZodType, unknown>>;

export type Contract = typeof contract;
/** What a caller sends (before defaults are applied). */
export type CallInput<K extends CallName> = z.input<Contract[K]['input']>;
/** What a handler receives (after parsing, defaults applied). */
export type ParsedInput<K extends CallName> = z.output<Contract[K]['input']>;
export type CallOutput<K extends CallName> = NonNullable<Contract[K]['output']>;
