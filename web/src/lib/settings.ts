import { create } from 'zustand';
import { getSettings, setSettings, type Settings } from './storage';

interface SettingsState extends Settings {
  toggleTheme: () => void;
}

function applyTheme(theme: Settings['theme']): void {
  // The build's pre-rendering has no document: its pages are in the default theme.
  if (typeof document === 'undefined') return;
  document.documentElement.setAttribute('data-theme', theme);
}

export const useSettings = create<SettingsState>((set, get) => {
  const initial = getSettings();
  // Writing the defaults makes the stored settings match what the user sees (docs/product.md §3).
  setSettings(initial);
  applyTheme(initial.theme);
  return {
    ...initial,
    toggleTheme: () => {
      const theme = get().theme === 'dark' ? 'light' : 'dark';
      setSettings({ theme, got_started: get().got_started });
      applyTheme(theme);
      set({ theme });
    },
  };
});
