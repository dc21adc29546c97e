import { describe, expect, it } from 'vitest';
import { chunkEmails, chunkLabel, clipboardText, copyAtOnce } from './chunk';

const list = (n: number) => Array.from({ length: n }, (_, i) => `u${i + 1}@x.org`);

describe('copy chunking', () => {
  it('copies 50 or fewer at once and offers chunks above', () => {
    expect(copyAtOnce(0)).toBe(true);
    expect(copyAtOnce(50)).toBe(true);
    expect(copyAtOnce(51)).toBe(false);
  });

  it('cuts 120 addresses into 50, 50 and 20', () => {
    const chunks = chunkEmails(list(120), 50);
    expect(chunks.map(chunkLabel)).toEqual(['Copy 1–50', 'Copy 51–100', 'Copy 101–120']);
    expect(chunks[2].emails[0]).toBe('u101@x.org');
  });

  it('uses chunks of 100 and 200', () => {
    expect(chunkEmails(list(120), 100).map(chunkLabel)).toEqual(['Copy 1–100', 'Copy 101–120']);
    expect(chunkEmails(list(120), 200).map(chunkLabel)).toEqual(['Copy 1–120']);
    expect(chunkEmails([], 50)).toEqual([]);
  });

  it('groups the thousands of a long list in its labels', () => {
    expect(chunkEmails(list(1100), 200).map(chunkLabel).at(-1)).toBe('Copy 1,001–1,100');
  });

  it('joins addresses for a BCC field', () => {
    expect(clipboardText(['a@x.org', 'b@x.org'])).toBe('a@x.org, b@x.org');
  });

  it('keeps addresses plain for BCC, but never starts the text with one a spreadsheet would run', () => {
    expect(clipboardText(['=1+1@x.test', '+1-1@x.test', 'b@x.org', '-1@x.test'])).toBe(
      'b@x.org, =1+1@x.test, +1-1@x.test, -1@x.test',
    );
    // Nothing to put first: still the plain addresses, since a mail client needs them unchanged.
    expect(clipboardText(['-1@x.test'])).toBe('-1@x.test');
  });
});
