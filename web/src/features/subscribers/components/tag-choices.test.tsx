import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TagEditor } from './tag-editor';
import { TagFilter } from './tag-filter';

/** The options a rendered select or datalist offers, and which one is selected. */
const optionsOf = (html: string) => [...html.matchAll(/<option[^>]*value="([^"]*)"[^>]*>/g)].map((m) => m[1]);
const selectedOf = (html: string) => /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(html)?.[1];

describe('the tag filter', () => {
  it('shows a chosen tag as the team spells it, once', () => {
    const html = renderToString(<TagFilter tags={['Donor', 'vip']} value="VIP" onChange={() => {}} disabled={false} />);
    expect(optionsOf(html)).toEqual(['', 'Donor', 'vip']);
    expect(selectedOf(html)).toBe('vip');
  });

  it('keeps a chosen tag no subscriber carries any more as a choice', () => {
    const html = renderToString(<TagFilter tags={['Donor']} value="Gone" onChange={() => {}} disabled={false} />);
    expect(optionsOf(html)).toEqual(['', 'Gone', 'Donor']);
    expect(selectedOf(html)).toBe('Gone');
  });
});

describe('the tag editor', () => {
  it('suggests only the team tags the subscriber has in no spelling', () => {
    const html = renderToString(
      <TagEditor value={['VIP']} onChange={() => {}} suggestions={['Donor', 'vip']} disabled={false} />,
    );
    expect(optionsOf(html)).toEqual(['Donor']);
  });
});
