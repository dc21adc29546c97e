/** Subscribers: the records, their query keys and indexes, tags, history, the table's pages, and the jobs that delete or tag many at once. */
export { subscriberHistory } from './subscriber-history';
export { getSubscriber, leaveLists } from './one-subscriber';
export { matchesTag, tagsOf } from './subscriber-tags';
export {
  createSubscriber,
  currentLists,
  deleteSubscriber,
  hasLeft,
  isSubscribed,
  newSubscriberDoc,
  queueDeletion,
  readLists,
  readRemainingLists,
  subscribe,
  subscriberID,
  takenPlaces,
  toSubscriber,
  unsubscribe,
  updateSubscriber,
} from './subscribers';
export { noteTags, readTeamTags } from './team-tags';
export { deleteSubscribers } from './delete-subscribers';
export { declareSqliteIndexes, QUERY_INDEXES } from './indexes';
export { migrateQueryKeys } from './query-keys-migration';
export { runStaleJobs, runSubscriberJob } from './subscriber-job-worker';
export { startSubscriberJob, subscriberJobFile, subscriberJobProgress } from './subscriber-jobs';
export { queryKeys, withQueryKeys } from './subscriber-keys';
export { assertTeamList, subscriberQuery, type TableOrder } from './subscriber-query';
export { decodeTableCursor, encodeTableCursor } from './table-cursor';
export { readTablePage } from './table-page';
export { tagSubscribers } from './tag-subscribers';
