import { describe, expect, it } from 'vitest';
import { countText, formatCount, pluralize } from './count-text';

describe('formatCount', () => {
  it('groups thousands with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(2000)).toBe('2,000');
    expect(formatCount(2007)).toBe('2,007');
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });

  it('writes whole numbers, negative ones with their sign', () => {
    expect(formatCount(1999.6)).toBe('2,000');
    expect(formatCount(-12_500)).toBe('-12,500');
  });
});

describe('countText', () => {
  it('names one of a thing in the singular', () => {
    expect(countText(1, 'email')).toBe('1 email');
    expect(countText(1, 'subscriber')).toBe('1 subscriber');
  });

  it('names none or many in the plural, with grouped thousands', () => {
    expect(countText(0, 'email')).toBe('0 emails');
    expect(countText(2, 'email')).toBe('2 emails');
    expect(countText(2000, 'subscriber')).toBe('2,000 subscribers');
  });

  it('takes an irregular plural', () => {
    expect(countText(1, 'address', 'addresses')).toBe('1 address');
    expect(countText(3, 'address', 'addresses')).toBe('3 addresses');
    expect(pluralize(2, 'entry', 'entries')).toBe('entries');
  });
});
