import type { Newsletter } from '@listkeep/common/src/entities';
import { describe, expect, it } from 'vitest';
import { tableMatch } from './table-match';

const list = { id: 'List0000000000000000' } as Newsletter;

describe('the match of the table filters', () => {
  it('is every subscriber with no filter', () => {
    expect(tableMatch({ scope: null, status: 'all', tag: null, search: '' })).toEqual({});
  });

  it('names the list, the status and the search as the server reads them', () => {
    expect(tableMatch({ scope: list, status: 'unsubscribed', tag: null, search: '  ann ' })).toEqual({
      q: 'ann',
      newsletterID: list.id,
      status: 'unsubscribed',
    });
  });

  it('names a tag alone, and is none with a tag and a list or a status, which the server does not take', () => {
    expect(tableMatch({ scope: null, status: 'all', tag: 'VIP', search: '' })).toEqual({ tag: 'VIP' });
    expect(tableMatch({ scope: list, status: 'all', tag: 'VIP', search: '' })).toBeNull();
    expect(tableMatch({ scope: null, status: 'subscribed', tag: 'VIP', search: '' })).toBeNull();
  });
});
