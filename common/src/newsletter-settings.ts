/**
 * The settings a sender keeps on a newsletter, declared once. The API's create
 * and update inputs, the server's stored document, the settings form and the
 * test fixtures all derive from this shape.
 */
import { z } from 'zod';
import { MAX } from './limits';
import { DEFAULT_LANGUAGE } from './i18n/languages';
import { ZBool, ZLanguage, requiredText, text } from './schemas';

export const NEWSLETTER_NAME_REQUIRED = 'Please name your newsletter.';

/** Every setting, each required: what the settings form edits and the store keeps. */
export const ZNewsletterSettings = z.strictObject({
  newsletterName: requiredText(MAX.newsletterName, NEWSLETTER_NAME_REQUIRED),
  description: text(MAX.description),
  notes: text(MAX.notes),
  private: ZBool,
  sendWelcomeEmail: ZBool,
  welcomeContent: text(MAX.welcomeContent),
  blockSubscribes: ZBool,
  /** The language of the list's pages and mails when the reader's own is not known or not spoken. */
  defaultLanguage: ZLanguage,
});

export type NewsletterSettings = z.output<typeof ZNewsletterSettings>;
export type NewsletterSettingKey = keyof NewsletterSettings;

export const NEWSLETTER_SETTING_KEYS = Object.keys(ZNewsletterSettings.shape) as NewsletterSettingKey[];

/** A new newsletter's settings before the sender changes any. */
export const DEFAULT_NEWSLETTER_SETTINGS: Readonly<NewsletterSettings> = {
  newsletterName: '',
  description: '',
  notes: '',
  private: false,
  sendWelcomeEmail: false,
  welcomeContent: '',
  blockSubscribes: false,
  defaultLanguage: DEFAULT_LANGUAGE,
};

type SettingsShape = typeof ZNewsletterSettings.shape;
type Defaulted<K extends NewsletterSettingKey> = { [P in K]: z.ZodDefault<SettingsShape[P]> };

function withDefaults<K extends NewsletterSettingKey>(shape: Pick<SettingsShape, K>): Defaulted<K> {
  const defaulted = Object.entries(shape).map(([key, schema]) => [
    key,
    (schema as z.ZodType).default(DEFAULT_NEWSLETTER_SETTINGS[key as K]),
  ]);
  return Object.fromEntries(defaulted) as Defaulted<K>;
}

const { newsletterName, ...settingsWithDefaults } = ZNewsletterSettings.shape;

/** A new newsletter's settings as the API takes them: the name, and any other setting, each with its default. */
export const ZNewNewsletterSettings = z.strictObject({ newsletterName, ...withDefaults(settingsWithDefaults) });

/** The settings an update may change; one left out stays as it is, so none has a default. */
export const ZNewsletterSettingsChange = ZNewsletterSettings.partial();

/** The settings of a newsletter-shaped value, with the defaults for any it lacks. */
export function settingsOf(value: Partial<Record<NewsletterSettingKey, unknown>>): NewsletterSettings {
  const settings = { ...DEFAULT_NEWSLETTER_SETTINGS } as Record<NewsletterSettingKey, unknown>;
  for (const key of NEWSLETTER_SETTING_KEYS) {
    const given = value[key];
    if (typeof given === typeof DEFAULT_NEWSLETTER_SETTINGS[key]) settings[key] = given;
  }
  return settings as NewsletterSettings;
}

type Visibility = Pick<NewsletterSettings, 'private' | 'blockSubscribes'>;

/**
 * The private/blockSubscribes pair after a change: a list that blocks
 * subscriptions must be private. When one change turns blockSubscribes on and
 * private off, blockSubscribes wins: refusing new subscribers is the safer
 * reading. Used by the server on create and update and by the settings form.
 */
export function coupleVisibility(current: Visibility, change: Partial<Visibility>): Visibility {
  if (change.blockSubscribes === true) return { private: true, blockSubscribes: true };
  if (change.private === false) return { private: false, blockSubscribes: false };
  return {
    private: change.private ?? current.private,
    blockSubscribes: change.blockSubscribes ?? current.blockSubscribes,
  };
}
