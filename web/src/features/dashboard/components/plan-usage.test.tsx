import type { Team } from '@listkeep/common/src/entities';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlanUsage } from './plan-usage';

const team = {
  id: 't1',
  teamName: 'Harbour Runners',
  subscription: { tier: 'business', status: 'active' },
} as Team;
const usage = { subscribers: 360, lists: 3, users: 3 };
const render = (props: { isOwner: boolean; whitelisted?: boolean }) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <PlanUsage team={team} usage={usage} {...props} />
    </QueryClientProvider>,
  );

describe('PlanUsage', () => {
  it('offers the owner of a paid plan the billing portal', () => {
    expect(render({ isOwner: true })).toContain('Manage subscription');
    expect(render({ isOwner: false })).not.toContain('Manage subscription');
  });

  it('offers no billing to an owner with free access, who has nothing to pay', () => {
    const html = render({ isOwner: true, whitelisted: true });
    expect(html).toMatch(/Scale(<!-- -->)? plan/);
    expect(html).not.toContain('Manage subscription');
  });
});
