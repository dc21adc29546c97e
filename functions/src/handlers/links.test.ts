import { describe, expect, it } from 'vitest';
import { submitFloorFromEnv } from './links';

describe('submitFloorFromEnv', () => {
  it('is 250 ms unless LISTKEEP_SUBMIT_FLOOR_MS says otherwise', () => {
    expect(submitFloorFromEnv({})).toBe(250);
    expect(submitFloorFromEnv({ LISTKEEP_SUBMIT_FLOOR_MS: ' 900 ' })).toBe(900);
  });

  it('refuses a value that is not a whole number of milliseconds', () => {
    expect(() => submitFloorFromEnv({ LISTKEEP_SUBMIT_FLOOR_MS: '0.5s' })).toThrow(/whole number/);
  });
});
