/** The public recipient pages (docs/product.md §2, route table), matched without a router library. */
export type LinkRoute =
  | { page: 'tracked' }
  | { page: 'request'; type: 'subscribe' | 'unsubscribe' }
  | { page: 'preferences'; mode: 'oneClick' | 'manage'; linkID: string }
  | { page: 'confirm'; token: string }
  /** Where a website's sign-up form lands (common/src/sign-up-forms.ts). */
  | { page: 'formOutcome' }
  /** The subscribe form other sites show in a frame. */
  | { page: 'embed' }
  | { page: 'unknown' };

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function matchLinkPath(pathname: string): LinkRoute {
  const parts = pathname.split('/').filter((part) => part.length > 0);
  if (parts[0] === 'embed') return parts.length === 2 && parts[1] === 'sub' ? { page: 'embed' } : { page: 'unknown' };
  if (parts[0] !== 'link') return { page: 'unknown' };
  const [, first, second, ...rest] = parts;
  if (rest.length > 0) return { page: 'unknown' };
  if (first === undefined) return { page: 'tracked' };
  if (second === undefined) {
    if (first === 'sub') return { page: 'request', type: 'subscribe' };
    if (first === 'unsub') return { page: 'request', type: 'unsubscribe' };
    if (first === 'signup') return { page: 'formOutcome' };
    return { page: 'unknown' };
  }
  const linkID = decode(second);
  if (!linkID) return { page: 'unknown' };
  if (first === 'unsub') return { page: 'preferences', mode: 'oneClick', linkID };
  if (first === 'manage') return { page: 'preferences', mode: 'manage', linkID };
  if (first === 'confirm') return { page: 'confirm', token: linkID };
  return { page: 'unknown' };
}
