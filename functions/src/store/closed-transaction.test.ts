import { describe, expect, it } from 'vitest';
import { withClosedTransactionRetry } from './firestore';
import { StoreError } from './port';

/** What the Firestore client throws when the server closed a transaction under it. */
const closed = () => Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), { code: 3 });

describe('a transaction the server closed', () => {
  it('runs again and returns what the next run returns', async () => {
    let runs = 0;
    const result = await withClosedTransactionRetry(async () => {
      runs++;
      if (runs < 3) throw closed();
      return 'landed';
    });
    expect([result, runs]).toEqual(['landed', 3]);
  });

  it('is reported as aborted, not as a bad request, when it keeps happening', async () => {
    let runs = 0;
    const failure = await withClosedTransactionRetry(async () => {
      runs++;
      throw closed();
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreError);
    expect((failure as StoreError).code).toBe('aborted');
    expect(runs).toBe(5);
  });

  it('passes any other invalid argument through at once', async () => {
    let runs = 0;
    const bad = Object.assign(new Error('3 INVALID_ARGUMENT: Value for argument "data" is not valid.'), { code: 3 });
    const failure = await withClosedTransactionRetry(async () => {
      runs++;
      throw bad;
    }).catch((error: unknown) => error);
    expect([failure, runs]).toEqual([bad, 1]);
  });
});
