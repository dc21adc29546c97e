import type { Newsletter } from '@listkeep/common/src/entities';
import { featureNotOnPlanMessage } from '@listkeep/common/src/plan-features';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CustomFooterCard } from './custom-footer-card';

const list = {
  id: 'List0000000000000000',
  newsletterName: 'Parish Notes',
  blockSubscribes: false,
  customFooterHtml: '<p>Kept <a href="{{unsubscribe_url}}">Leave</a></p>',
} as Newsletter;

const render = (isOwner: boolean) =>
  renderToString(
    <MemoryRouter>
      <CustomFooterCard newsletter={list} tier="starter" publicOrgName="" canEdit isOwner={isOwner} />
    </MemoryRouter>,
  ).replace(/<!-- -->/g, '');

describe('the custom footer card on a plan without custom footers', () => {
  it('says which plan brings it and offers the owner Upgrade', () => {
    const html = render(true);
    expect(html).toContain(featureNotOnPlanMessage('customFooter', 'starter'));
    expect(html).toMatch(/<a[^>]*href="\/pricing\?for=customFooter"[^>]*>Upgrade to Core<\/a>/);
    expect(html).not.toContain('Ask the team owner to upgrade.');
    expect(html).not.toContain('Save footer');
  });

  it('keeps a footer saved before the plan lapsed, read-only, and tells other roles to ask the owner', () => {
    const html = render(false);
    expect(html).toMatch(
      /<textarea[^>]*disabled=""[^>]*>&lt;p&gt;Kept &lt;a href=&quot;\{\{unsubscribe_url\}\}&quot;&gt;Leave/,
    );
    expect(html).toContain('The footer you saved is kept');
    expect(html).toContain('Ask the team owner to upgrade.');
    expect(html).not.toContain('/pricing');
  });
});
