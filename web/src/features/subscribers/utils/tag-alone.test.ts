import { describe, expect, it } from 'vitest';
import { tagAloneForNow } from './tag-alone';

describe('tagAloneForNow', () => {
  it('sends a match without a tag, or with a tag alone, as it is', () => {
    expect(tagAloneForNow({ newsletterID: 'n1', status: 'subscribed' })).toEqual({
      sent: { newsletterID: 'n1', status: 'subscribed' },
      note: null,
    });
    expect(tagAloneForNow({ q: 'ann', tag: 'VIP' })).toEqual({ sent: { q: 'ann', tag: 'VIP' }, note: null });
  });

  it('sends the tag and the search alone beside a list or status, and says so', () => {
    const { sent, note } = tagAloneForNow({ q: 'ann', newsletterID: 'n1', status: 'subscribed', tag: 'VIP' });
    expect(sent).toEqual({ q: 'ann', tag: 'VIP' });
    expect(note).toContain('“VIP”');
  });
});
