import type { Subscription } from '@listkeep/common/src/entities';
import { NO_SUBSCRIPTION } from '@listkeep/common/src/subscription';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BillingNotices } from './billing-notices';

const render = (subscription: Subscription, whitelisted = false) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <BillingNotices subscription={subscription} whitelisted={whitelisted} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('BillingNotices', () => {
  it('alerts to a failed renewal and offers the billing portal', () => {
    const html = render({
      ...NO_SUBSCRIPTION,
      status: 'past_due',
      tier: 'team',
      paymentDueBy: { seconds: Date.parse('2026-12-13T12:00:00Z') / 1000, nanoseconds: 0 },
    });
    expect(html).toMatch(/role="alert" data-testid="billing-notice-payment-failed"/);
    expect(html).toContain('by December 13, 2026 to keep the Group plan.');
    expect(html).toContain('Open the billing portal');
  });

  it('gives each notice its own way to the portal, and shows nothing when all is in order', () => {
    const html = render({ ...NO_SUBSCRIPTION, status: 'active', tier: 'solo', extraSubscriptions: 1 });
    expect(html).toMatch(/role="status" data-testid="billing-notice-extra-subscriptions"/);
    expect(html.match(/Open the billing portal/g)).toHaveLength(1);
    expect(render({ ...NO_SUBSCRIPTION, status: 'active', tier: 'solo' })).toBe('');
  });
});
