/** Emails: the team's email log, copying a list out to send in batches, the mail-merge export and tracked links. */
export { addJoinedBatch, forgetMarker, getEmailSend, markSendBatch, planEmailSend } from './email-send';
export {
  createEmail,
  deleteEmail,
  emailSubscribers,
  listSubscribers as newsletterSubscribers,
  toEmailLog,
  updateEmail,
} from './emails';
export { mailMergeLinks } from './mail-merge';
export {
  createTrackedLink,
  deleteTrackedLink,
  emailTrackedLinks,
  shortLinkTarget,
  trackedLinkTarget,
} from './tracked-links';
