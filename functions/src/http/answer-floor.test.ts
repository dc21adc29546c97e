import { describe, expect, it, vi } from 'vitest';
import { answerFloorFromEnv, withAnswerFloor } from './answer-floor';

describe('answerFloorFromEnv', () => {
  it('is 250 ms unless LISTKEEP_SUBMIT_FLOOR_MS says otherwise', () => {
    expect(answerFloorFromEnv({})).toBe(250);
    expect(answerFloorFromEnv({ LISTKEEP_SUBMIT_FLOOR_MS: ' 900 ' })).toBe(900);
  });

  it('refuses a value that is not a whole number of milliseconds', () => {
    expect(() => answerFloorFromEnv({ LISTKEEP_SUBMIT_FLOOR_MS: '0.5s' })).toThrow(/whole number/);
  });
});

describe('withAnswerFloor', () => {
  it('answers no sooner than the floor, and fails no sooner either', async () => {
    let started = performance.now();
    expect(await withAnswerFloor('emailActionSubmit', 60, async () => 'done')).toBe('done');
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);

    started = performance.now();
    await expect(
      withAnswerFloor('emailActionSubmit', 60, async () => {
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('names an answer whose work overran the floor', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await withAnswerFloor('emailActionSubmit', 1, () => new Promise((done) => setTimeout(done, 20)));
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('over the 1 ms floor'));
    warned.mockRestore();
  });
});
