import { describe, expect, it } from 'vitest';
import { qrFileName } from './qr';

describe('qrFileName', () => {
  it('names the file after the newsletter', () => {
    expect(qrFileName('Parish Notes')).toBe('parish-notes-subscribe-qr.png');
    expect(qrFileName('Café / Club #1')).toBe('cafe-club-1-subscribe-qr.png');
  });
  it('falls back when nothing of the name is left', () => {
    expect(qrFileName('???')).toBe('newsletter-subscribe-qr.png');
    expect(qrFileName('???', { source: '!!!', type: 'svg' })).toBe('newsletter-source-qr.svg');
  });
  it('names a source’s code after the list and the source, as PNG or SVG', () => {
    expect(qrFileName('Parish Notes', { source: 'Spring fair — flyer' })).toBe('parish-notes-spring-fair-flyer-qr.png');
    expect(qrFileName('Parish Notes', { source: 'Porch poster', type: 'svg' })).toBe(
      'parish-notes-porch-poster-qr.svg',
    );
  });
});
