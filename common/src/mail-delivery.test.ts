import { describe, expect, it } from 'vitest';
import { undeliveredMailsText } from './mail-delivery';

describe('undeliveredMailsText', () => {
  it('counts each kind in its own words', () => {
    expect(undeliveredMailsText([{ kind: 'confirmation', count: 3 }])).toBe(
      '3 confirmation mails could not be delivered in the last 14 days, after repeated tries.',
    );
    expect(
      undeliveredMailsText([
        { kind: 'confirmation', count: 1 },
        { kind: 'welcome', count: 2 },
        { kind: 'invitation', count: 1 },
      ]),
    ).toBe(
      '1 confirmation mail, 2 welcome mails and 1 invitation could not be delivered in the last 14 days, after repeated tries.',
    );
  });
});
