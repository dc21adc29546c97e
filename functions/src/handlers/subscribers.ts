import { batchSubscribers, importHistory, undoImport, previewImport } from '../domain/imports';
import { getDashboardItem } from '../domain/dashboard';
import {
  deleteSubscribers,
  subscriberHistory,
  createSubscriber,
  deleteSubscriber,
  updateSubscriber,
  readTeamTags,
  startSubscriberJob,
  subscriberJobFile,
  subscriberJobProgress,
  tagSubscribers,
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

export const batchSubscribersHandler: Handler<'batchSubscribers'> = async (input, { deps, user }) =>
  batchSubscribers(deps, user.uid, input);

export const previewImportHandler: Handler<'previewImport'> = async (input, { deps, user }) =>
  previewImport(deps, user.uid, input);

export const importHistoryHandler: Handler<'importHistory'> = async (input, { deps, user }) =>
  importHistory(deps, user.uid, input.teamID);

export const undoImportHandler: Handler<'undoImport'> = async (input, { deps, user }) =>
  undoImport(deps, user.uid, input);

export const getDashboardItemHandler: Handler<'getDashboardItem'> = async (input, { deps, user }) =>
  getDashboardItem(deps, user.uid, input);

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
