import type { WebhookDelivery } from '@listkeep/common/src/entities';
import { featureNotOnPlanMessage } from '@listkeep/common/src/plan-features';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { deliveriesKey } from '../api/webhook-deliveries';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhooksCard } from './webhooks-card';

const TEAM = 'Team0000000000000000';

const render = (node: ReactNode, client = new QueryClient()) =>
  renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  ).replace(/<!-- -->/g, '');

describe('the Webhooks card', () => {
  it('on a plan without webhooks, says which plan brings them, and offers no Add endpoint', () => {
    const html = render(<WebhooksCard teamID={TEAM} tier="core" isOwner canManage />);
    expect(html).toContain(featureNotOnPlanMessage('webhooks', 'core'));
    expect(html).toMatch(/href="\/pricing\?for=webhooks"/);
    expect(html).not.toContain('Add endpoint');
  });

  it('tells editors and viewers who manages the webhooks', () => {
    const html = render(<WebhooksCard teamID={TEAM} tier="group" isOwner={false} canManage={false} />);
    expect(html).toContain('The owner and admins manage the team&#x27;s webhooks.');
    expect(html).not.toContain('Add endpoint');
  });

  it('offers the owner and admins Add endpoint on Group', () => {
    expect(render(<WebhooksCard teamID={TEAM} tier="group" isOwner canManage />)).toContain('Add endpoint');
  });
});

describe("an endpoint's delivery log", () => {
  it('shows each delivery: event, state, attempts, status, the answer, and Send again', () => {
    const at = { seconds: 1_800_000_000, nanoseconds: 0 };
    const delivery: WebhookDelivery = {
      id: 'Dlvr0000000000000000',
      eventID: 'evt_1',
      type: 'subscriber.unsubscribed',
      createdAt: at,
      state: 'retrying',
      attempts: 2,
      lastAttemptAt: at,
      nextAttemptAt: { seconds: at.seconds + 300, nanoseconds: 0 },
      status: 500,
      answer: 'Internal <b>error</b>',
    };
    const client = new QueryClient();
    client.setQueryData(deliveriesKey('Hook0000000000000000'), [delivery]);
    const html = render(<WebhookDeliveries endpointID="Hook0000000000000000" />, client);
    expect(html).toContain('subscriber.unsubscribed');
    expect(html).toContain('Will retry');
    expect(html).toContain('2 attempts · HTTP 500');
    expect(html).toContain('Internal &lt;b&gt;error&lt;/b&gt;');
    expect(html).toContain('Send again');
  });
});
