import { describe, expect, it } from 'vitest';
import { takeoverFor } from './takeover';

const firstVisit = { prerendered: true, sessionHint: false, hasLoggedIn: false, theme: 'dark' } as const;

describe('taking over a page', () => {
  it('renders the plain shell at once', () => {
    expect(takeoverFor({ ...firstVisit, prerendered: false })).toBe('render');
  });

  it('hydrates a pre-rendered page for the signed-out first-time visitor in the dark theme it shows', () => {
    expect(takeoverFor(firstVisit)).toBe('hydrate');
  });

  it('renders over a pre-rendered page, once its route is loaded, for anyone it does not show', () => {
    expect(takeoverFor({ ...firstVisit, sessionHint: true })).toBe('render-when-ready');
    expect(takeoverFor({ ...firstVisit, hasLoggedIn: true })).toBe('render-when-ready');
    expect(takeoverFor({ ...firstVisit, theme: 'light' })).toBe('render-when-ready');
  });
});
