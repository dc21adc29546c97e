import type { Handlers } from '../http/handler-types';
import { notImplemented } from '../http/router';
import { getDashboardDataHandler, getUserData, getVersion, setProfileHandler } from './account';
import { createNewsletterHandler } from './newsletters';

/** The API's handler for every call of the contract. */
export const handlers: Handlers = {
  getVersion,
  getUserData,
  getDashboardData: getDashboardDataHandler,
  setProfile: setProfileHandler,
  createNewsletter: createNewsletterHandler,

  getDashboardItem: notImplemented('getDashboardItem'),
  createCheckoutSession: notImplemented('createCheckoutSession'),
  leaveTeam: notImplemented('leaveTeam'),
  acceptTeamInvite: notImplemented('acceptTeamInvite'),
  acceptGroupInvite: notImplemented('acceptGroupInvite'),
  updateTeam: notImplemented('updateTeam'),
  inviteTeamUser: notImplemented('inviteTeamUser'),
  updateTeamUserRole: notImplemented('updateTeamUserRole'),
  removeTeamUser: notImplemented('removeTeamUser'),
  createEmail: notImplemented('createEmail'),
  updateEmail: notImplemented('updateEmail'),
  deleteEmail: notImplemented('deleteEmail'),
  emailSubscribers: notImplemented('emailSubscribers'),
  newsletterSubscribers: notImplemented('newsletterSubscribers'),
  createSubscriber: notImplemented('createSubscriber'),
  updateSubscriber: notImplemented('updateSubscriber'),
  deleteSubscriber: notImplemented('deleteSubscriber'),
  batchSubscribers: notImplemented('batchSubscribers'),
  createLink: notImplemented('createLink'),
  trackedLink: notImplemented('trackedLink'),
  updateNewsletter: notImplemented('updateNewsletter'),
  deleteNewsletter: notImplemented('deleteNewsletter'),
  linkOpen: notImplemented('linkOpen'),
  emailActionSubmit: notImplemented('emailActionSubmit'),
  linkAction: notImplemented('linkAction'),
  feedback: notImplemented('feedback'),
};
