import { describe, expect, it } from 'vitest';
import { isReturnPath, withReturnParam } from './return-path';

describe('isReturnPath', () => {
  it('takes the app’s own pages with the parameters they keep', () => {
    for (const path of [
      '/dashboard',
      '/account',
      '/pricing',
      '/dashboard?tab=subscribers',
      '/dashboard?tab=subscribers&teamID=t_1-x&newsletterID=n1&open=import',
    ]) {
      expect(isReturnPath(path), path).toBe(true);
    }
  });

  it('refuses anything that could lead elsewhere or says more than a page', () => {
    for (const path of [
      '',
      'dashboard',
      '//elsewhere.example',
      'https://elsewhere.example/dashboard',
      '/dashboard/',
      '/link/sub',
      '/dashboard?',
      '/dashboard?tab',
      '/dashboard?tab=a=b',
      '/dashboard?tab=a&tab=b',
      '/dashboard?next=%2F%2Felsewhere',
      '/dashboard?tab=a?b=c',
      '/account#x',
      `/dashboard?tab=${'a'.repeat(65)}`,
      null,
    ]) {
      expect(isReturnPath(path), String(path)).toBe(false);
    }
  });
});

describe('withReturnParam', () => {
  it('adds a parameter to a path with or without a query', () => {
    expect(withReturnParam('/account', 'source', 'checkout')).toBe('/account?source=checkout');
    expect(withReturnParam('/dashboard?tab=x', 'source', 'checkout')).toBe('/dashboard?tab=x&source=checkout');
  });
});
