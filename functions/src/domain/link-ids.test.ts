import { ZShortLinkId } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { newShortID } from './link-ids';

describe('newShortID', () => {
  it('makes ids the API takes back as short link ids, different every time', () => {
    const ids = Array.from({ length: 2000 }, newShortID);
    for (const id of ids) expect(ZShortLinkId.safeParse(id).success, id).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
