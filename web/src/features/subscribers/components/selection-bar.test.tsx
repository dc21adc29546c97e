import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectionBar } from './selection-bar';

const none = () => undefined;
const tagButtons = (canTag: boolean, tagsNotOnPlan: string | null) =>
  [
    ...renderToString(
      <SelectionBar
        count={2}
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
