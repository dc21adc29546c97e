import { DEFAULT_NEWSLETTER_SETTINGS, type NewsletterSettings } from '@listkeep/common/src/newsletter-settings';
import { describe, expect, it } from 'vitest';
import { changeVisibility } from './settings-form';

/** The two calls the settings form offers, over plain values; records whether each change marks the form dirty. */
function formWith(values: Partial<NewsletterSettings> = {}) {
  const state = { values: { ...DEFAULT_NEWSLETTER_SETTINGS, ...values }, dirtied: [] as string[] };
  const form = {
    getValues: () => state.values,
    setValue: (name: keyof NewsletterSettings, value: unknown, options?: { shouldDirty?: boolean }) => {
      state.values = { ...state.values, [name]: value };
      if (options?.shouldDirty) state.dirtied.push(name);
    },
  };
  return { form: form as unknown as Parameters<typeof changeVisibility>[0], state };
}

describe('blockSubscribes and private on the settings form', () => {
  it('turning blockSubscribes on forces private on', () => {
    const { form, state } = formWith();
    changeVisibility(form, { blockSubscribes: true });
    expect(state.values).toMatchObject({ blockSubscribes: true, private: true });
  });

  it('turning blockSubscribes off leaves private as it was', () => {
    const { form, state } = formWith({ blockSubscribes: true, private: true });
    changeVisibility(form, { blockSubscribes: false });
    expect(state.values).toMatchObject({ blockSubscribes: false, private: true });
  });

  it('turning private off clears blockSubscribes', () => {
    const { form, state } = formWith({ blockSubscribes: true, private: true });
    changeVisibility(form, { private: false });
    expect(state.values).toMatchObject({ blockSubscribes: false, private: false });
  });

  it('turning private on keeps blockSubscribes off', () => {
    const { form, state } = formWith();
    changeVisibility(form, { private: true });
    expect(state.values).toMatchObject({ blockSubscribes: false, private: true });
  });

  it('marks both settings as changed, so the form knows it has unsaved changes', () => {
    const { form, state } = formWith();
    changeVisibility(form, { blockSubscribes: true });
    expect(state.dirtied.sort()).toEqual(['blockSubscribes', 'private']);
  });
});
