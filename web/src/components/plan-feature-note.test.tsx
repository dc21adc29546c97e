import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ASK_OWNER_TO_UPGRADE, PlanFeatureNote } from './plan-feature-note';

const render = (isOwner: boolean) =>
  renderToString(
    <MemoryRouter>
      <PlanFeatureNote feature="tags" tier="core" isOwner={isOwner} />
    </MemoryRouter>,
  ).replace(/<!-- -->/g, '');

describe('the note on a feature the plan lacks', () => {
  it('says which plan brings it and offers the owner the plans', () => {
    const html = render(true);
    expect(html).toContain('Tags come with the Group plan and up; your team is on the Core plan.');
    expect(html).toMatch(/<a[^>]*href="\/pricing\?for=tags"[^>]*>Upgrade to Group<\/a>/);
    expect(html).not.toContain(ASK_OWNER_TO_UPGRADE);
  });

  it('tells the other roles to ask the owner', () => {
    const html = render(false);
    expect(html).toContain(
      `Tags come with the Group plan and up; your team is on the Core plan. ${ASK_OWNER_TO_UPGRADE}`,
    );
    expect(html).not.toContain('/pricing');
  });
});
