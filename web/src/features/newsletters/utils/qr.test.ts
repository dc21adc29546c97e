import { describe, expect, it } from 'vitest';
import { qrFileName } from './qr';

describe('qrFileName', () => {
  it('names the file after the newsletter', () => {
    expect(qrFileName('Parish Notes')).toBe('parish-notes-subscribe-qr.png');
    expect(qrFileName('Café / Club #1')).toBe('cafe-club-1-subscribe-qr.png');
  });
  it('falls back when nothing of the name is left', () => {
    expect(qrFileName('???')).toBe('newsletter-subscribe-qr.png');
  });
});
