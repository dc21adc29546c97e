import { describe, expect, it } from 'vitest';
import { CONSENT_SOURCES, consentSourceText } from './consent-sources';

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
