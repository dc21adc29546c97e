/** Subscribers: the records, their query keys and indexes, tags, history, the table's pages, and the jobs that delete or tag many at once. */
export { subscriberHistory } from './subscriber-history';
export { matchesTag, retagged, tagsOf } from './subscriber-tags';
export {
  BULK_CHUNK,
  createSubscriber,
  currentLists,
  deleteSubscriber,
  hasLeft,
  isSubscribed,
  newSubscriberDoc,
  queueDeletion,
  readLists,
  readRemainingLists,
  readTeamSubscribers,
  subscribe,
  subscriberID,
  takenPlaces,
  toSubscriber,
  unsubscribe,
  updateSubscriber,
} from './subscribers';
export { noteTags, readTeamTags } from './team-tags';
