/**
 * The rule for a sender's own web address behind a tracked link. Listkeep
 * redirects readers there from its own domain, so an address that hides
 * where it goes, or that points into the reader's own machine or network,
 * would lend that domain's trust to phishing; the server and the form both
 * ask webAddressProblem, and the form shows webAddressDestination.
 */
import { countText } from './count-text';
import { MAX } from './limits';

export const WEB_ADDRESS_MESSAGE = 'Enter a full web address starting with http:// or https://.';
export const WEB_ADDRESS_TOO_LONG = `A web address has at most ${countText(MAX.trackedUrl, 'character')}.`;
export const WEB_ADDRESS_BACKSLASH =
  'A web address cannot contain a backslash (\\): browsers read it as /, so it can hide where the link goes.';
export const WEB_ADDRESS_CREDENTIALS =
  'A web address cannot contain a user name or password (text before @ in the site name).';
export const WEB_ADDRESS_IP = 'Use the name of the site (like example.org), not an IP address.';
export const WEB_ADDRESS_LOCAL = 'Use the public name of the site (like example.org), not a local or internal one.';
export const webAddressLookalike = (host: WebHost) =>
  `The site name ${host.unicode} (${host.ascii}) is spelled with letters of other alphabets that look like ` +
  "Latin ones. Use the site's usual spelling.";

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

/** A host as the URL parser keeps it (ASCII, punycode for other scripts) and as a reader sees it. */
export interface WebHost {
  ascii: string;
  unicode: string;
}

/** The host of a web address, or null when it is not one (isWebAddress). */
export function webAddressHost(text: string): WebHost | null {
  if (!isWebAddress(text)) return null;
  const ascii = new URL(text).hostname;
  return { ascii, unicode: ascii.split('.').map(decodeLabel).join('.') };
}

/** "Goes to: host", with the spelling a reader sees beside punycode; null when it is not a web address. */
export function webAddressDestination(text: string): string | null {
  const host = webAddressHost(text);
  if (!host) return null;
  return host.unicode === host.ascii ? `Goes to: ${host.ascii}` : `Goes to: ${host.ascii} (${host.unicode})`;
}

/**
 * Names under which no public site is reached: the reader's own machine or
 * network (RFC 6761 `localhost`, mDNS `.local`, RFC 8375 `home.arpa`,
 * `.internal`), and single labels, which resolve through local search domains.
 */
function isLocalName(ascii: string): boolean {
  const host = ascii.replace(/\.$/, '');
  return !host.includes('.') || /(^|\.)(localhost|local|internal|home\.arpa)$/.test(host);
}

/**
 * IP literals are refused whatever their range. Private, loopback and
 * link-local addresses (and every way of writing them: the parser turns
 * `2130706433` and `0x7f.1` into 127.0.0.1, and IPv4-mapped IPv6 hides them
 * in `[::ffff:7f00:1]`) would send readers into their own network; a public
 * one shows a reader nothing of who runs it. Any site a sender links to
 * has a name.
 */
function isIpLiteral(ascii: string): boolean {
  return ascii.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(ascii);
}

/** What is wrong with a (trimmed) address a sender wants tracked, or null; the server and the form both ask. */
export function webAddressProblem(text: string): string | null {
  if (text.length > MAX.trackedUrl) return WEB_ADDRESS_TOO_LONG;
  // `https://evil.test\@good.test/` reads as good.test but goes to evil.test.
  if (text.includes('\\')) return WEB_ADDRESS_BACKSLASH;
  const host = webAddressHost(text);
  if (!host) return WEB_ADDRESS_MESSAGE;
  // `https://good.test@evil.test/` reads as good.test but goes to evil.test.
  const authority = text.slice(text.indexOf('//') + 2).split(/[/?#]/)[0];
  if (authority.includes('@')) return WEB_ADDRESS_CREDENTIALS;
  if (isIpLiteral(host.ascii)) return WEB_ADDRESS_IP;
  if (isLocalName(host.ascii)) return WEB_ADDRESS_LOCAL;
  if (isLookalike(host)) return webAddressLookalike(host);
  return null;
}

// Lookalike names: a label that mixes Latin, Cyrillic, Greek or Armenian
// letters (`аpple` with a Cyrillic а), or one written wholly in Cyrillic or
// Greek letters that all look Latin (`аррӏе`) under a top-level domain not in
// that script, as browsers judge names they show as punycode. Names wholly in
// another script (`пример.рф`, `例え.jp`) and Latin with accents (`café.fr`) pass.
const CONFUSABLE_SCRIPTS = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
] as const;
const LATIN_LOOKING: Record<string, RegExp> = {
  Cyrillic: /^[асԁеһіјӏорԛѕԝхуъьҽпгѵѡ\d-]+$/u,
  Greek: /^[αικνορτυχ\d-]+$/u,
};

function scriptsOf(label: string): string[] {
  return CONFUSABLE_SCRIPTS.filter(([, pattern]) => pattern.test(label)).map(([name]) => name);
}

function isLookalike(host: WebHost): boolean {
  const labels = host.unicode.replace(/\.$/, '').split('.');
  const tldScripts = scriptsOf(labels[labels.length - 1]);
  return labels.some((label) => {
    const scripts = scriptsOf(label);
    if (scripts.length > 1) return true;
    const [script] = scripts;
    return script in LATIN_LOOKING && LATIN_LOOKING[script].test(label) && !tldScripts.includes(script);
  });
}

/** A label as a reader sees it: `xn--` labels decoded (RFC 3492), others as they are. */
function decodeLabel(label: string): string {
  if (!/^xn--/i.test(label)) return label;
  return decodePunycode(label.slice(4).toLowerCase()) ?? label;
}

/** RFC 3492 section 6.2; null for input that is not valid punycode. */
function decodePunycode(input: string): string | null {
  const base = 36;
  const [tMin, tMax, skew, damp] = [1, 26, 38, 700];
  const adapt = (delta: number, points: number, first: boolean) => {
    delta = first ? Math.floor(delta / damp) : delta >> 1;
    delta += Math.floor(delta / points);
    let k = 0;
    while (delta > ((base - tMin) * tMax) >> 1) {
      delta = Math.floor(delta / (base - tMin));
      k += base;
    }
    return k + Math.floor(((base - tMin + 1) * delta) / (delta + skew));
  };
  const digit = (c: number) => (c >= 48 && c <= 57 ? c - 22 : c >= 97 && c <= 122 ? c - 97 : base);

  const delimiter = input.lastIndexOf('-');
  const output = delimiter > 0 ? Array.from(input.slice(0, delimiter), (c) => c.codePointAt(0)!) : [];
  let [n, i, bias] = [128, 0, 72];
  for (let pos = delimiter > 0 ? delimiter + 1 : 0; pos < input.length;) {
    const old = i;
    for (let w = 1, k = base; ; k += base) {
      if (pos >= input.length) return null;
      const d = digit(input.charCodeAt(pos++));
      if (d >= base) return null;
      i += d * w;
      const t = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias;
      if (d < t) break;
      w *= base - t;
      if (i > 0x10ffff * 64) return null;
    }
    bias = adapt(i - old, output.length + 1, old === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > 0x10ffff) return null;
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}
