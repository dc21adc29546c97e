import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NEWSLETTER_SETTINGS,
  ZNewNewsletterSettings,
  ZNewsletterSettingsChange,
  coupleVisibility,
  settingsOf,
} from './newsletter-settings';

describe('newsletter settings', () => {
  it('couples private and blockSubscribes, blockSubscribes winning a contradiction', () => {
    const open = { private: false, blockSubscribes: false };
    expect(coupleVisibility(open, { blockSubscribes: true })).toEqual({ private: true, blockSubscribes: true });
    expect(coupleVisibility({ private: true, blockSubscribes: true }, { private: false })).toEqual(open);
    expect(coupleVisibility(open, { private: false, blockSubscribes: true })).toEqual({
      private: true,
      blockSubscribes: true,
    });
    expect(coupleVisibility({ private: true, blockSubscribes: true }, { blockSubscribes: false })).toEqual({
      private: true,
      blockSubscribes: false,
    });
  });

  it('fills the settings a new newsletter leaves out with their defaults, but requires its name', () => {
    expect(ZNewNewsletterSettings.parse({ newsletterName: 'Notes', notes: 'n' })).toEqual({
      ...DEFAULT_NEWSLETTER_SETTINGS,
      newsletterName: 'Notes',
      notes: 'n',
    });
    expect(ZNewNewsletterSettings.safeParse({}).error?.issues[0]?.message).toBe('Please name your newsletter.');
  });

  it('leaves out of a change the settings it does not send', () => {
    expect(ZNewsletterSettingsChange.parse({ private: true })).toEqual({ private: true });
    expect(ZNewsletterSettingsChange.safeParse({ newsletterName: ' ' }).success).toBe(false);
  });

  it('reads the settings of a value, keeping defaults for missing or mistyped ones', () => {
    expect(settingsOf({ newsletterName: 'Notes', private: 'yes', description: 'd' })).toEqual({
      ...DEFAULT_NEWSLETTER_SETTINGS,
      newsletterName: 'Notes',
      description: 'd',
    });
  });
});
