import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort, sortByKey, textSortKey } from './sort';

describe('nextSort', () => {
  it('turns the same column round and starts another in its first direction', () => {
    const byEmail = { key: 'email', direction: 'ascending' } as const;
    expect(nextSort(byEmail, 'email')).toEqual({ key: 'email', direction: 'descending' });
    expect(nextSort({ key: 'email', direction: 'descending' }, 'email')).toEqual(byEmail);
    expect(nextSort<'email' | 'date'>(byEmail, 'date', 'descending')).toEqual({ key: 'date', direction: 'descending' });
  });

  it('tells each header whether the table is ordered by it', () => {
    const sort = { key: 'date', direction: 'descending' } as const;
    expect(ariaSort<'email' | 'date'>(sort, 'date')).toBe('descending');
    expect(ariaSort<'email' | 'date'>(sort, 'email')).toBe('none');
  });
});

describe('sortByKey', () => {
  it('orders text without case or accents, keeping equal keys in their order', () => {
    const names = ['zoe', 'Émile', 'adam', 'emile', 'Bea'];
    expect(sortByKey(names, textSortKey)).toEqual(['adam', 'Bea', 'Émile', 'emile', 'zoe']);
  });

  it('orders numbers as numbers', () => {
    expect(sortByKey([10, 9, 100, 1], (n) => n)).toEqual([1, 9, 10, 100]);
  });
});
