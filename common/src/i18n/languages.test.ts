import { describe, expect, it } from 'vitest';
import { acceptedTags, firstLanguage, languageOf } from './languages';

describe('languageOf', () => {
  it('takes the language of a regional tag in any case and separator', () => {
    expect(languageOf('de-AT')).toBe('de');
    expect(languageOf('PT_br')).toBe('pt');
    expect(languageOf('nl')).toBe('nl');
  });

  it('is null for a language the pages do not speak', () => {
    expect(languageOf('ja-JP')).toBeNull();
    expect(languageOf('')).toBeNull();
  });
});

describe('firstLanguage', () => {
  it("takes the reader's first supported language, in their order", () => {
    expect(firstLanguage(['ja', 'fr-CA', 'de'])).toBe('fr');
    expect(firstLanguage(['ja', 'zh'])).toBeNull();
  });
});

describe('acceptedTags', () => {
  it('orders an Accept-Language header by weight, keeping the order of equal weights', () => {
    expect(acceptedTags('en;q=0.5, de-CH, fr;q=0.9, it')).toEqual(['de-CH', 'it', 'fr', 'en']);
  });

  it('leaves out refused tags, the wildcard and nonsense', () => {
    expect(acceptedTags('fr;q=0, *, es;q=abc, nl')).toEqual(['nl']);
    expect(acceptedTags('')).toEqual([]);
  });
});
