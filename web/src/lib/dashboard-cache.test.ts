import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dashboardItemKey, invalidateDashboardItem } from './dashboard-cache';

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
});
afterEach(() => client.clear());

/** A list the server answers a little later, with the rows the store held when the read began. */
function slowList() {
  const stored = ['ada@example.org', 'bo@example.org'];
  const queryFn = () => {
    const seen = [...stored];
    return new Promise<string[]>((resolve) => setTimeout(() => resolve(seen), 20));
  };
  const observer = new QueryObserver(client, { queryKey: dashboardItemKey('subscribers', 'team'), queryFn });
  const stop = observer.subscribe(() => undefined);
  /** What the list shows once no read is under way. */
  const settled = async () => {
    while (observer.getCurrentResult().fetchStatus !== 'idle') await new Promise((resolve) => setTimeout(resolve, 5));
    return observer.getCurrentResult().data;
  };
  return { stored, settled, stop };
}

describe('a change to the subscribers', () => {
  it('shows the change even when the list’s first load began before it', async () => {
    const list = slowList();
    // The first load is under way when the sender adds a subscriber and the change commits.
    list.stored.push('cy@example.org');
    await invalidateDashboardItem('subscribers')(client);
    expect(await list.settled()).toEqual(['ada@example.org', 'bo@example.org', 'cy@example.org']);
    list.stop();
  });

  it('refetches a list already shown', async () => {
    const list = slowList();
    expect(await list.settled()).toHaveLength(2);
    list.stored.push('cy@example.org');
    await invalidateDashboardItem('subscribers')(client);
    expect(await list.settled()).toHaveLength(3);
    list.stop();
  });
});
