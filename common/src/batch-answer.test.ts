import { describe, expect, it } from 'vitest';
import { addBatchAnswer, emptyBatchAnswer } from './batch-answer';

describe('batch answers', () => {
  it('adds the parts of an import up in order', () => {
    const total = emptyBatchAnswer();
    addBatchAnswer(total, {
      createdSubscriberIDs: ['a'],
      updatedSubscriberIDs: [],
      alreadyExists: ['x@y.org'],
      optedOut: [],
    });
    addBatchAnswer(total, {
      createdSubscriberIDs: ['b'],
      updatedSubscriberIDs: ['c'],
      alreadyExists: [],
      optedOut: ['o@y.org'],
    });
    expect(total).toEqual({
      createdSubscriberIDs: ['a', 'b'],
      updatedSubscriberIDs: ['c'],
      alreadyExists: ['x@y.org'],
      optedOut: ['o@y.org'],
    });
  });

  it('starts each import from nothing', () => {
    addBatchAnswer(emptyBatchAnswer(), { ...emptyBatchAnswer(), createdSubscriberIDs: ['a'] });
    expect(emptyBatchAnswer().createdSubscriberIDs).toEqual([]);
  });
});
