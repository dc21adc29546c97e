import { describe, expect, it } from 'vitest';
import { CONSENT_SOURCES, consentSourceText, listSourceConsent, listSourceName } from './consent-sources';

describe('consentSourceText', () => {
  it('words every source the product records, each differently', () => {
    const texts = Object.values(CONSENT_SOURCES).map(consentSourceText);
    for (const [i, source] of Object.values(CONSENT_SOURCES).entries()) expect(texts[i]).not.toBe(source);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('shows a source the sender gave as written', () => {
    expect(consentSourceText('Signed up at the fair')).toBe('Signed up at the fair');
    expect(consentSourceText('constructor')).toBe('constructor');
  });
});

describe('a sign-up through one of the list’s sources', () => {
  it('is recorded as the subscribe page and the source’s name, and read back so', () => {
    const source = listSourceConsent('Spring fair: flyer');
    expect(source).toBe('subscribe page: Spring fair: flyer');
    expect(listSourceName(source)).toBe('Spring fair: flyer');
    expect(consentSourceText(source)).toBe('On the public subscribe page, through “Spring fair: flyer”');
  });

  it('is not read into other sources', () => {
    for (const other of [...Object.values(CONSENT_SOURCES), 'Signed up at the fair', 'subscribe pages: x']) {
      expect(listSourceName(other)).toBeNull();
    }
  });
});
