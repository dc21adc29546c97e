/**
 * The REST API under /v1 (docs/product.md §4 API keys): each call is the
 * dashboard's own domain call, made for the key's team with its creator's
 * membership, its consent records naming the API.
 */
import { CONSENT_SOURCES, DEFAULT_SUBSCRIPTION_SOURCE, type EmailLog, type Subscriber } from '@listkeep/common';
import { getDashboardItem, getTeamLists } from '../domain/dashboard';
import { createSubscriber, getSubscriber, leaveLists, updateSubscriber } from '../domain/subscribers';
import type { Handler } from '../http/handler-types';

export const v1ListsHandler: Handler<'v1Lists'> = async (_input, { deps, key }) => ({
  data: await getTeamLists(deps, key.uid, key.teamID),
});

export const v1SubscribersHandler: Handler<'v1Subscribers'> = async (input, { deps, key }) => {
  const page = await getDashboardItem(deps, key.uid, { ...input, type: 'subscribers', teamID: key.teamID });
  return { ...page, data: page.data as Subscriber[] };
};

export const v1SubscriberHandler: Handler<'v1Subscriber'> = async (input, { deps, key }) =>
  getSubscriber(deps, key.uid, key.teamID, input.id);

/** The dashboard's fields of a subscriber a key sends: its team, and the source no sender's words. */
const asTeam = (teamID: string) => ({ teamID, subscriptionSource: DEFAULT_SUBSCRIPTION_SOURCE });

export const v1AddSubscriberHandler: Handler<'v1AddSubscriber'> = async (input, { deps, key }) => ({
  id: await createSubscriber(deps, key.uid, { ...input, ...asTeam(key.teamID) }, CONSENT_SOURCES.api),
});

export const v1UpdateSubscriberHandler: Handler<'v1UpdateSubscriber'> = async (input, { deps, key }) => ({
  ok: true,
  id: await updateSubscriber(deps, key.uid, { ...input, ...asTeam(key.teamID) }, CONSENT_SOURCES.api),
});

export const v1UnsubscribeHandler: Handler<'v1Unsubscribe'> = async (input, { deps, key }) => {
  await leaveLists(deps, key.uid, { ...input, teamID: key.teamID }, CONSENT_SOURCES.api);
  return { ok: true };
};

export const v1EmailsHandler: Handler<'v1Emails'> = async (input, { deps, key }) => {
  const page = await getDashboardItem(deps, key.uid, { ...input, type: 'emails', teamID: key.teamID });
  return { ...page, data: page.data as EmailLog[] };
};
