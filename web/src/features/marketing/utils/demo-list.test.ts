import { describe, expect, it } from 'vitest';
import { bccLine, SAMPLE_LIST, splitDemoList } from './demo-list';

describe('the demo list', () => {
  it('splits on spaces, commas and semicolons', () => {
    expect(splitDemoList('a@x.org b@x.org,c@x.org;d@x.org\ne@x.org').addresses).toEqual([
      'a@x.org',
      'b@x.org',
      'c@x.org',
      'd@x.org',
      'e@x.org',
    ]);
  });

  it('takes the address out of a mail program’s recipient line', () => {
    expect(splitDemoList('"Lee, Ann" <ann@x.org>; Bob Ray <bob@x.org>').addresses).toEqual(['ann@x.org', 'bob@x.org']);
  });

  it('refuses what is not an address, as the real import does', () => {
    expect(splitDemoList('ann@x.org, not-an-address bob@x, =1+1@x.org')).toEqual({
      addresses: ['ann@x.org', '=1+1@x.org'],
      refused: ['not-an-address', 'bob@x'],
    });
  });

  it('gives nothing for an empty paste', () => {
    expect(splitDemoList(' ,; ')).toEqual({ addresses: [], refused: [] });
  });

  it('starts from a sample of four addresses, which the BCC line joins with commas', () => {
    expect(bccLine(splitDemoList(SAMPLE_LIST).addresses)).toBe(
      'ann@example.com, bob@example.org, cara@example.net, dan@example.com',
    );
  });
});
