import { describe, expect, it } from 'vitest';
import { defaultNewsletterName, followNewsletterName } from './newsletter-name';

describe('defaultNewsletterName', () => {
  it('derives a possessive name and ignores surrounding spaces', () => {
    expect(defaultNewsletterName('Ann')).toBe("Ann's Newsletter");
    expect(defaultNewsletterName('  Ann Lee ')).toBe("Ann Lee's Newsletter");
    expect(defaultNewsletterName('   ')).toBe('');
  });
});

describe('followNewsletterName', () => {
  it('follows the name while the newsletter name is still the default or empty', () => {
    expect(followNewsletterName('', 'A', '')).toBe("A's Newsletter");
    expect(followNewsletterName('A', 'An', "A's Newsletter")).toBe("An's Newsletter");
    expect(followNewsletterName('Ann', '', "Ann's Newsletter")).toBe('');
  });

  it('keeps a newsletter name the user wrote', () => {
    expect(followNewsletterName('Ann', 'Anna', 'Parish Notes')).toBe('Parish Notes');
  });
});
