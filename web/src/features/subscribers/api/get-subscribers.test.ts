import { describe, expect, it } from 'vitest';
import { showsRowsAfter } from './get-subscribers';

describe('showsRowsAfter', () => {
  it('shows the rows so far after pages 1, 2, 4, 8, ... of a long list', () => {
    const pages = Array.from({ length: 200 }, (_, i) => i + 1).filter(showsRowsAfter);
    expect(pages).toEqual([1, 2, 4, 8, 16, 32, 64, 128]);
  });
});
