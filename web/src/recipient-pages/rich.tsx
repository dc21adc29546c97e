import { createElement, Fragment, type ReactNode } from 'react';
import type { MessageValues } from '@listkeep/common/src/i18n/format';
import { formatTreeParts } from '@listkeep/common/src/i18n/format-tree';
import type { PageKey } from '@listkeep/common/src/i18n/pages';
import { messageOf, pageLanguage } from './i18n';

const TAGS = {
  b: (chunks: ReactNode[]) => createElement('strong', { className: 'link-strong' }, ...chunks),
  e: (chunks: ReactNode[]) => createElement('strong', { className: 'link-strong link-address' }, ...chunks),
  a: (chunks: ReactNode[]) => createElement('a', { href: '/' }, ...chunks),
  x: (chunks: ReactNode[]) =>
    createElement('a', { href: '/', target: '_blank', rel: 'noopener noreferrer' }, ...chunks),
};

/**
 * A text whose `<b>` parts are bold, whose `<e>` part is an address and whose
 * `<a>` part links to the home page (`<x>`: in a tab of its own, out of a frame).
 */
export function Rich({ k, values = {} }: { k: PageKey; values?: MessageValues }) {
  return createElement(Fragment, null, ...formatTreeParts<ReactNode>(pageLanguage(), messageOf(k), values, TAGS));
}
