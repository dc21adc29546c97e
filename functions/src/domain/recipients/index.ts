/** Recipients: what a recipient does with no account: sign up and confirm, the link pages to unsubscribe or manage, and their consent receipt. */
export { consentChainPage, consentReceipt } from './consent-receipts';
export {
  createLink,
  emailOfList,
  LINK_TTL_MS,
  linkAction,
  managePageUrl,
  newLink,
  oneClickUnsubscribe,
  oneClickUrl,
  openLink,
  openList as openNewsletter,
} from './links';
export { confirmSubscribe, emailAction, openConfirmation, sweepPendingNowAndThen } from './public-subscribe';
