import { SUBSCRIBER_SORTS } from '@listkeep/common/src/subscriber-query';
import { describe, expect, it } from 'vitest';
import { apiSort, effectiveSort, headerSort } from './table-sort';

describe('headerSort and apiSort', () => {
  it('name each of the API’s sorts both ways', () => {
    expect(headerSort('-createdAt')).toEqual({ key: 'createdAt', direction: 'descending' });
    expect(headerSort('name')).toEqual({ key: 'name', direction: 'ascending' });
    for (const sort of SUBSCRIBER_SORTS) expect(apiSort(headerSort(sort))).toBe(sort);
  });
});

describe('effectiveSort', () => {
  it('keeps the picked order without a search', () => {
    expect(effectiveSort('-createdAt', false)).toBe('-createdAt');
  });

  it('lists a search by address when the pick is by date', () => {
    expect(effectiveSort('-createdAt', true)).toBe('email');
    expect(effectiveSort('createdAt', true)).toBe('email');
  });

  it('keeps a text column a search can run along', () => {
    expect(effectiveSort('-name', true)).toBe('-name');
    expect(effectiveSort('-email', true)).toBe('-email');
  });
});
