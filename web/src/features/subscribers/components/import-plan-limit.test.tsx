import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ASK_OWNER_TO_UPGRADE } from '@/components/plan-feature-note';
import { ImportPlanLimit } from './import-plan-limit';

const render = (room: number, isOwner: boolean) =>
  renderToString(
    <MemoryRouter>
      <ImportPlanLimit
        room={room}
        subscribers={2005}
        isOwner={isOwner}
        disabled={false}
        onImportFirst={() => undefined}
      />
    </MemoryRouter>,
  ).replace(/<!-- -->/g, '');

describe('the ways on from an import past the plan', () => {
  it('offers the owner the first that fit and the plans', () => {
    const html = render(1950, true);
    expect(html).toContain('Import the first 1,950 that fit');
    expect(html).toMatch(/<a[^>]*href="\/pricing\?for=subscribers-2005"[^>]*>See the plans<\/a>/);
    expect(html).not.toContain(ASK_OWNER_TO_UPGRADE);
  });

  it('tells other roles to ask the owner, and offers nothing to import when the plan is full', () => {
    const html = render(0, false);
    expect(html).toContain('Ask the team owner to upgrade.');
    expect(html).not.toContain('Import the first');
    expect(html).not.toContain('/pricing');
  });
});
