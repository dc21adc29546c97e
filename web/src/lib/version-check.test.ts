import { describe, expect, it, vi } from 'vitest';

// The module under test imports the API client, which needs Vite's env at import time.
vi.mock('./api', () => ({ api: { call: vi.fn() } }));
const { versionAction } = await import('./version-check');

describe('versionAction', () => {
  it('only stores the version on a first visit', () => {
    expect(versionAction(null, '1.0.0', null)).toBe('store');
  });

  it('does nothing when the version is unchanged', () => {
    expect(versionAction('1.0.0', '1.0.0', null)).toBe('none');
  });

  it('reloads once for a new version, never twice for the same one', () => {
    expect(versionAction('1.0.0', '1.1.0', null)).toBe('reload');
    expect(versionAction('1.0.0', '1.1.0', '1.1.0')).toBe('store');
  });

  it('ignores an empty answer', () => {
    expect(versionAction('1.0.0', '', null)).toBe('none');
  });
});
