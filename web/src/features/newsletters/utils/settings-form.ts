import type { Newsletter } from '@listkeep/common/src/entities';
import {
  coupleVisibility,
  settingsOf,
  type NewsletterSettings,
  type ZNewsletterSettings,
} from '@listkeep/common/src/newsletter-settings';
import type { SchemaForm } from '@/lib/form';

export type SettingsForm = SchemaForm<typeof ZNewsletterSettings>;

type Visibility = Pick<NewsletterSettings, 'private' | 'blockSubscribes'>;

/**
 * Turns private or blockSubscribes on or off, and the other one with it: a
 * newsletter that blocks subscribes is always private (docs/product.md §4).
 */
export function changeVisibility(form: Pick<SettingsForm, 'getValues' | 'setValue'>, change: Partial<Visibility>) {
  const next = coupleVisibility(form.getValues(), change);
  form.setValue('private', next.private, { shouldDirty: true });
  form.setValue('blockSubscribes', next.blockSubscribes, { shouldDirty: true });
}

/** Changes whenever the saved settings do: the settings form's key, so it starts afresh from them. */
export const settingsKey = (newsletter: Newsletter) => `${newsletter.id} ${JSON.stringify(settingsOf(newsletter))}`;
