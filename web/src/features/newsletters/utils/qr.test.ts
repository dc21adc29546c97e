import { describe, expect, it } from 'vitest';
import { isSecondClick, qrFileName } from './qr';

describe('qrFileName', () => {
  it('names the file after the newsletter', () => {
    expect(qrFileName('Parish Notes')).toBe('parish-notes-subscribe-qr.png');
    expect(qrFileName('Café / Club #1')).toBe('cafe-club-1-subscribe-qr.png');
  });
  it('falls back when nothing of the name is left', () => {
    expect(qrFileName('???')).toBe('newsletter-subscribe-qr.png');
  });
});

describe('isSecondClick', () => {
  it('downloads only within 1.5 s of a copy', () => {
    expect(isSecondClick(null, 1000)).toBe(false);
    expect(isSecondClick(1000, 2499)).toBe(true);
    expect(isSecondClick(1000, 2500)).toBe(false);
  });
});
