import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, sameForm, withBlockSubscribes, withPrivate } from './settings-form';

describe('blockSubscribes and private', () => {
  it('turning blockSubscribes on forces private on', () => {
    expect(withBlockSubscribes(EMPTY_FORM, true)).toMatchObject({ blockSubscribes: true, private: true });
  });

  it('turning blockSubscribes off leaves private as it was', () => {
    const blocked = withBlockSubscribes(EMPTY_FORM, true);
    expect(withBlockSubscribes(blocked, false)).toMatchObject({ blockSubscribes: false, private: true });
  });

  it('turning private off clears blockSubscribes', () => {
    const blocked = withBlockSubscribes(EMPTY_FORM, true);
    expect(withPrivate(blocked, false)).toMatchObject({ blockSubscribes: false, private: false });
  });

  it('turning private on keeps blockSubscribes off', () => {
    expect(withPrivate(EMPTY_FORM, true)).toMatchObject({ blockSubscribes: false, private: true });
  });

  it('compares forms field by field', () => {
    expect(sameForm(EMPTY_FORM, { ...EMPTY_FORM })).toBe(true);
    expect(sameForm(EMPTY_FORM, withPrivate(EMPTY_FORM, true))).toBe(false);
  });
});
