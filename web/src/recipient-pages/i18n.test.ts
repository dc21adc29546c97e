import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './i18n';

describe('chooseLanguage', () => {
  it("takes the address's ?lang= over the browser's languages", () => {
    expect(chooseLanguage('?newsletterID=x&lang=nl', ['de-DE', 'en'])).toEqual({ language: 'nl', asked: true });
  });

  it("takes the browser's first language the pages speak, regional or not", () => {
    expect(chooseLanguage('', ['ja-JP', 'fr-CA', 'de'])).toEqual({ language: 'fr', asked: true });
    expect(chooseLanguage('?lang=xx', ['pt-BR'])).toEqual({ language: 'pt', asked: true });
  });

  it("starts in English but leaves the choice open for the list's default when nothing else is known", () => {
    expect(chooseLanguage('', ['ja', 'zh-CN'])).toEqual({ language: 'en', asked: false });
    expect(chooseLanguage('', [])).toEqual({ language: 'en', asked: false });
  });
});
