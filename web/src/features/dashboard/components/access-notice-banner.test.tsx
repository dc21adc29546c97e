import type { AccessNotice } from '@listkeep/common/src/entities';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AccessNoticeBanners } from './access-notice-banner';

const at = { seconds: 1_700_000_000, nanoseconds: 0 };
const render = (notices: AccessNotice[] | undefined) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <AccessNoticeBanners notices={notices} />
    </QueryClientProvider>,
  );

describe('AccessNoticeBanners', () => {
  it('shows each notice with its own Dismiss button', () => {
    const html = render([
      { id: 'a', teamName: 'Garden Club', reason: 'removed', at },
      { id: 'b', teamName: null, reason: 'teamDeleted', at },
    ]);
    expect(html).toContain('You were removed from Garden Club by its owner or an admin.');
    expect(html).toContain(
      'You no longer have access to a team you were a member of: its owner deleted their account.',
    );
    expect(html.match(/data-testid="access-notice-banner"/g)).toHaveLength(2);
    expect(html.match(/Dismiss/g)).toHaveLength(2);
  });

  it('shows nothing without notices, or for a profile that has none yet', () => {
    expect(render([])).toBe('');
    expect(render(undefined)).toBe('');
  });
});
