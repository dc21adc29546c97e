import {
  createSubscriber,
  deleteSubscriber,
  deleteSubscribers,
  readTeamTags,
  startSubscriberJob,
  subscriberHistory,
  subscriberJobFile,
  subscriberJobProgress,
  tagSubscribers,
  updateSubscriber,
} from '../domain/subscribers';
import type { Handler } from '../http/handler-types';

export const createSubscriberHandler: Handler<'createSubscriber'> = async (input, { deps, user }) => ({
  id: await createSubscriber(deps, user.uid, input),
});

export const updateSubscriberHandler: Handler<'updateSubscriber'> = async (input, { deps, user }) => ({
  ok: true,
  id: await updateSubscriber(deps, user.uid, input),
});

export const deleteSubscriberHandler: Handler<'deleteSubscriber'> = async (input, { deps, user }) => {
  await deleteSubscriber(deps, user.uid, input.id);
  return { ok: true };
};

export const deleteSubscribersHandler: Handler<'deleteSubscribers'> = async (input, { deps, user }) => ({
  deleted: await deleteSubscribers(deps, user.uid, input),
});

export const subscriberTagsHandler: Handler<'subscriberTags'> = async (input, { deps, user }) => ({
  updated: await tagSubscribers(deps, user.uid, input),
});

export const subscriberHistoryHandler: Handler<'subscriberHistory'> = async (input, { deps, user }) =>
  subscriberHistory(deps, user.uid, input.id);

export const startSubscriberJobHandler: Handler<'startSubscriberJob'> = async (input, { deps, user }) =>
  startSubscriberJob(deps, user.uid, input);

export const subscriberJobHandler: Handler<'subscriberJob'> = async (input, { deps, user }) =>
  subscriberJobProgress(deps, user.uid, input);

export const subscriberJobFileHandler: Handler<'subscriberJobFile'> = async (input, { deps, user }) =>
  subscriberJobFile(deps, user.uid, input);

export const teamTagsHandler: Handler<'teamTags'> = async (input, { deps, user }) => ({
  tags: await readTeamTags(deps, user.uid, input.teamID),
});
