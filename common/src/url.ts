/** The rule for a sender's own web address behind a tracked link. */
import { MAX } from './limits';

export const WEB_ADDRESS_MESSAGE = 'Enter a full web address starting with http:// or https://.';
export const WEB_ADDRESS_TOO_LONG = `A web address has at most ${MAX.trackedUrl} characters.`;

/**
 * An absolute http or https address with a host, as a browser would follow
 * it from an email: no spaces or control characters, and `//` right after
 * the scheme, since the URL parser would otherwise turn `http:example.org`
 * or `https:/x` into something the sender did not write. Length is checked
 * on its own so that the message can say what is wrong.
 */
export function isWebAddress(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(text)) return false;
  if (!/^https?:\/\/[^/\\?#]/i.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** What is wrong with a (trimmed) address a sender wants tracked, or null; the server and the form both ask. */
export function webAddressProblem(text: string): string | null {
  if (text.length > MAX.trackedUrl) return WEB_ADDRESS_TOO_LONG;
  return isWebAddress(text) ? null : WEB_ADDRESS_MESSAGE;
}
