/**
 * The answer of an import (POST /batchSubscribers). A long import is made of
 * parts, by the server within one call and by the web app across calls; the
 * answers of the parts add up to the answer of the whole.
 */
import type { BatchSubscribersAnswer } from './entities';

/** The answer of an import that has not yet taken any address. */
export function emptyBatchAnswer(): BatchSubscribersAnswer {
  return { createdSubscriberIDs: [], updatedSubscriberIDs: [], alreadyExists: [], optedOut: [] };
}

const ANSWER_LISTS = Object.keys(emptyBatchAnswer()) as (keyof BatchSubscribersAnswer)[];

/** Adds to `total` the answer of one more part of the same import. */
export function addBatchAnswer(total: BatchSubscribersAnswer, part: BatchSubscribersAnswer): void {
  for (const list of ANSWER_LISTS) total[list].push(...part[list]);
}
