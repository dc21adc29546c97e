import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './form';

describe('parseStripeForm', () => {
  it('reads bracketed keys as Stripe sends them', () => {
    const body =
      'mode=subscription&line_items[0][price]=price_1&line_items[0][quantity]=1&metadata[teamID]=t1&expand[0]=data.schedule&expand[1]=x';
    expect(parseStripeForm(body)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_1', quantity: '1' }],
      metadata: { teamID: 't1' },
      expand: ['data.schedule', 'x'],
    });
  });
});
