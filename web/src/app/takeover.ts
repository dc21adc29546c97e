/**
 * How the browser takes over a page the build pre-rendered (prerender/): the
 * markup shows a signed-out first-time visitor in the dark theme, so React
 * hydrates it when this visitor is one; anyone else (a session hint, a past
 * log-in, the light theme) sees a label the markup lacks, so the app renders
 * over it instead, once the page's route chunk is loaded, with the same
 * layout and no spinner between.
 */
export interface VisitorState {
  /** The page arrived with pre-rendered markup in its root. */
  prerendered: boolean;
  sessionHint: boolean;
  hasLoggedIn: boolean;
  theme: 'dark' | 'light';
}

export type Takeover = 'render' | 'hydrate' | 'render-when-ready';

export function takeoverFor({ prerendered, sessionHint, hasLoggedIn, theme }: VisitorState): Takeover {
  if (!prerendered) return 'render';
  return !sessionHint && !hasLoggedIn && theme === 'dark' ? 'hydrate' : 'render-when-ready';
}
