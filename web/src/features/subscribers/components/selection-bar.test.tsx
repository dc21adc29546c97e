import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectionBar, type MatchSelection } from './selection-bar';

const none = () => undefined;
const tagButtons = (canTag: boolean, tagsNotOnPlan: string | null) =>
  [
    ...renderToString(
      <SelectionBar
        count={2}
        matching={null}
        canDelete={canTag}
        canExport
        canTag={canTag}
        tagsNotOnPlan={tagsNotOnPlan}
        onTag={none}
        onCopy={none}
        onExport={none}
        onDelete={none}
        onClear={none}
      />,
    ).matchAll(/<button[^>]*data-testid="selection-(?:add|remove)-tag"[^>]*>/g),
  ].map(([button]) => ({ disabled: button.includes('disabled=""'), title: /title="([^"]*)"/.exec(button)?.[1] }));

describe('the tag buttons of the selection bar', () => {
  it('work for a role that may change tags on a plan with them', () => {
    expect(tagButtons(true, null)).toEqual([
      { disabled: false, title: undefined },
      { disabled: false, title: undefined },
    ]);
  });

  it('are disabled for a role that may not, whatever the plan', () => {
    expect(tagButtons(false, null).map((b) => b.disabled)).toEqual([true, true]);
  });

  it("are disabled with the plan's reason on a plan without tags", () => {
    expect(tagButtons(true, 'No tags on this plan.')).toEqual([
      { disabled: true, title: 'No tags on this plan.' },
      { disabled: true, title: 'No tags on this plan.' },
    ]);
  });
});

describe('"Select all N matching"', () => {
  const bar = (matching: MatchSelection | null) =>
    renderToString(
      <SelectionBar
        count={50}
        matching={matching}
        canDelete
        canExport
        canTag
        tagsNotOnPlan={null}
        onTag={none}
        onCopy={none}
        onExport={none}
        onDelete={none}
        onClear={none}
      />,
    ).replace(/<!-- -->/g, '');

  it('is offered with the count of the match while the ticked rows are the selection', () => {
    const html = bar({ total: 40000, selected: false, onSelect: none });
    expect(html).toContain('50 selected');
    expect(html).toContain('Select all 40,000 matching');
  });

  it('says the whole match is selected once chosen, and is offered no more', () => {
    const html = bar({ total: 40000, selected: true, onSelect: none });
    expect(html).toContain('All 40,000 matching selected');
    expect(html).not.toContain('Select all');
  });

  it('is not offered while the match is counted, nor without a match', () => {
    expect(bar({ total: undefined, selected: false, onSelect: none })).not.toContain('Select all');
    expect(bar(null)).not.toContain('Select all');
  });
});
