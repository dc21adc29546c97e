import { MAX } from '@listkeep/common/src/limits';
import { describe, expect, it } from 'vitest';
import { ZAccountStep } from './account-step-schema';
import { ONBOARDING_MESSAGES } from './messages';

const messages = (input: unknown) => ZAccountStep.safeParse(input).error?.issues.map((i) => [i.path[0], i.message]);

describe('ZAccountStep', () => {
  it('asks for both names in the wizard’s words, also when only spaces were typed', () => {
    expect(messages({ name: '  ', newsletterName: '' })).toEqual([
      ['name', ONBOARDING_MESSAGES.nameRequired],
      ['newsletterName', ONBOARDING_MESSAGES.newsletterRequired],
    ]);
  });

  it('applies the API’s length rules and trims what it sends', () => {
    const long = 'x'.repeat(MAX.personName + 1);
    expect(messages({ name: long, newsletterName: 'Notes' })).toEqual([
      ['name', `Must be at most ${MAX.personName} characters.`],
    ]);
    expect(ZAccountStep.parse({ name: ' Ann ', newsletterName: " Ann's Newsletter " })).toEqual({
      name: 'Ann',
      newsletterName: "Ann's Newsletter",
    });
  });
});
