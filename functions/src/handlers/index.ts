import { createCheckoutSessionHandler } from './billing';
import { consentChainHandler, consentReceiptHandler } from './consent';
import type { Handlers } from '../http/handler-types';
import {
  deleteAccountHandler,
  dismissAccessNoticeHandler,
  dismissRefusedSignupsHandler,
  getDashboardDataHandler,
  getUserData,
  getVersion,
  setProfileHandler,
} from './account';
import {
  createEmailHandler,
  deleteEmailHandler,
  emailSubscribersHandler,
  newsletterSubscribersHandler,
  updateEmailHandler,
} from './emails';
import {
  createLinkHandler,
  emailActionSubmitHandler,
  linkActionHandler,
  linkOpenHandler,
  mailMergeLinksHandler,
  oneClickUnsubscribeHandler,
  oneClickUnsubscribePageHandler,
  trackedLinkHandler,
  shortLinkHandler,
} from './links';
import {
  createNewsletterHandler,
  deleteNewsletterHandler,
  updateNewsletterFooterHandler,
  updateNewsletterHandler,
} from './newsletters';
import {
  batchSubscribersHandler,
  importHistoryHandler,
  previewImportHandler,
  undoImportHandler,
  createSubscriberHandler,
  deleteSubscriberHandler,
  deleteSubscribersHandler,
  getDashboardItemHandler,
  subscriberTagsHandler,
  subscriberHistoryHandler,
  updateSubscriberHandler,
} from './subscribers';
import { leaveTeamHandler, updateTeamHandler, updateTeamUserRoleHandler } from './team';
import {
  acceptGroupInviteHandler,
  createOwnTeamHandler,
  getInvitationHandler,
  acceptTeamInviteHandler,
  inviteTeamUserHandler,
  removeTeamUserHandler,
} from './team-invites';
import { deleteTrackedLinkHandler, emailTrackedLinksHandler } from './tracked-links';
import { createSourceHandler, deleteSourceHandler, newsletterSourcesHandler, renameSourceHandler } from './sources';
import { feedbackHandler } from './feedback';
import { addJoinedBatchHandler, getEmailSendHandler, markSendBatchHandler, planEmailSendHandler } from './email-send';

/** The API's handler for every call of the contract. */
export const handlers: Handlers = {
  getVersion,
  getUserData,
  getDashboardData: getDashboardDataHandler,
  dismissRefusedSignups: dismissRefusedSignupsHandler,
  setProfile: setProfileHandler,
  deleteAccount: deleteAccountHandler,
  dismissAccessNotice: dismissAccessNoticeHandler,
  createNewsletter: createNewsletterHandler,
  deleteNewsletter: deleteNewsletterHandler,
  updateNewsletter: updateNewsletterHandler,
  updateNewsletterFooter: updateNewsletterFooterHandler,
  batchSubscribers: batchSubscribersHandler,
  previewImport: previewImportHandler,
  importHistory: importHistoryHandler,
  undoImport: undoImportHandler,
  deleteSubscriber: deleteSubscriberHandler,
  deleteSubscribers: deleteSubscribersHandler,
  subscriberTags: subscriberTagsHandler,
  updateSubscriber: updateSubscriberHandler,
  createSubscriber: createSubscriberHandler,
  subscriberHistory: subscriberHistoryHandler,
  consentChain: consentChainHandler,
  newsletterSubscribers: newsletterSubscribersHandler,
  emailSubscribers: emailSubscribersHandler,
  deleteEmail: deleteEmailHandler,
  updateEmail: updateEmailHandler,
  createEmail: createEmailHandler,
  getEmailSend: getEmailSendHandler,
  planEmailSend: planEmailSendHandler,
  markSendBatch: markSendBatchHandler,
  addJoinedBatch: addJoinedBatchHandler,
  getDashboardItem: getDashboardItemHandler,
  createLink: createLinkHandler,
  mailMergeLinks: mailMergeLinksHandler,
  trackedLink: trackedLinkHandler,
  shortLink: shortLinkHandler,
  emailTrackedLinks: emailTrackedLinksHandler,
  deleteTrackedLink: deleteTrackedLinkHandler,
  newsletterSources: newsletterSourcesHandler,
  createSource: createSourceHandler,
  renameSource: renameSourceHandler,
  deleteSource: deleteSourceHandler,
  linkOpen: linkOpenHandler,
  emailActionSubmit: emailActionSubmitHandler,
  linkAction: linkActionHandler,
  consentReceipt: consentReceiptHandler,
  oneClickUnsubscribe: oneClickUnsubscribeHandler,
  oneClickUnsubscribePage: oneClickUnsubscribePageHandler,

  createCheckoutSession: createCheckoutSessionHandler,
  leaveTeam: leaveTeamHandler,
  acceptTeamInvite: acceptTeamInviteHandler,
  acceptGroupInvite: acceptGroupInviteHandler,
  getInvitation: getInvitationHandler,
  createOwnTeam: createOwnTeamHandler,
  updateTeam: updateTeamHandler,
  inviteTeamUser: inviteTeamUserHandler,
  updateTeamUserRole: updateTeamUserRoleHandler,
  removeTeamUser: removeTeamUserHandler,
  feedback: feedbackHandler,
};
