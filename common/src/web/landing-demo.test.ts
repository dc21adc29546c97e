import { describe, expect, it } from 'vitest';
import { demoFooter, demoLink } from './landing-demo';

describe('the landing demo links', () => {
  it('open the public pages without a newsletterID, so they send nothing', () => {
    expect(demoLink('https://listkeep.app/', 'sub')).toBe(
      'https://listkeep.app/link/sub?newsletterName=Demo%20Newsletter',
    );
    expect(demoLink('https://listkeep.app', 'unsub')).toBe(
      'https://listkeep.app/link/unsub?newsletterName=Demo%20Newsletter',
    );
  });

  it('make a footer with unsubscribe and subscribe links', () => {
    expect(demoFooter('https://listkeep.app')).toBe(
      'You receive this because you subscribed to Demo Newsletter.\n' +
        'Unsubscribe: https://listkeep.app/link/unsub?newsletterName=Demo%20Newsletter\n' +
        'Was this forwarded to you? Subscribe: https://listkeep.app/link/sub?newsletterName=Demo%20Newsletter',
    );
  });
});
