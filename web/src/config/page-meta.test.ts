import { describe, expect, it } from 'vitest';
import { PAGE_META, SITEMAP_PATHS, documentTitle, pageMetaFor } from './page-meta';
import { PROTECTED_PATHS, paths } from './paths';
import { robotsTxt, siteOriginFromEnv, sitemapXml } from './site-files';

/** Every route path of paths.ts, nested ones included. */
function allPaths(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as Record<string, unknown>).flatMap(allPaths);
}

const isLinkPage = (path: string) => path === paths.link.root || path.startsWith(`${paths.link.root}/`);
// The invitation page is open signed out, but is one person's: it stays out of the table, as the app's pages do.
const isPrivate = (path: string) => PROTECTED_PATHS.includes(path) || isLinkPage(path) || path === paths.invitation;
const PUBLIC_ROUTES = allPaths(paths).filter((path) => !isPrivate(path));
const PRIVATE_ROUTES = allPaths(paths).filter(isPrivate);

describe('the page table', () => {
  it('gives every public route of paths.ts its own title and description', () => {
    expect(PUBLIC_ROUTES).toContain(paths.terms);
    for (const path of PUBLIC_ROUTES) {
      expect(pageMetaFor(path), path).not.toBeNull();
    }
    const titles = Object.values(PAGE_META).map((meta) => meta.title);
    const descriptions = Object.values(PAGE_META).map((meta) => meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) expect(description.length).toBeLessThanOrEqual(160);
  });

  it('leaves the signed-in app and the recipients’ link pages out', () => {
    for (const path of PRIVATE_ROUTES) expect(pageMetaFor(path), path).toBeNull();
  });

  it('reads a path with a trailing slash as the page', () => {
    expect(pageMetaFor('/pricing/')).toBe(PAGE_META[paths.pricing]);
    expect(pageMetaFor('/nope')).toBeNull();
  });

  it('names a page with the site after it, and the home page by the tagline alone', () => {
    expect(documentTitle(PAGE_META[paths.terms].title)).toBe('Terms of Use · Listkeep');
    expect(documentTitle(PAGE_META[paths.home].title)).toBe('Listkeep: Big League Tools for Small Senders');
  });
});

describe('the sitemap and robots.txt', () => {
  const origin = 'https://listkeep.example.org';

  it('lists every public page as an absolute address on the site and no private one', () => {
    const xml = sitemapXml(origin);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual(SITEMAP_PATHS.map((path) => `${origin}${path}`));
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/privacy-policy`);
    for (const path of PRIVATE_ROUTES) {
      const prefix = path.split('/:')[0];
      expect(
        locs.some((loc) => loc === origin + prefix || loc.startsWith(`${origin}${prefix}/`)),
        path,
      ).toBe(false);
    }
  });

  /** Whether a crawler may fetch path under robots.txt: the longest matching rule decides, Allow on a tie (RFC 9309). */
  function allowed(robots: string, path: string): boolean {
    const rules = robots
      .split('\n')
      .map((line) => /^(Allow|Disallow): (.+)$/.exec(line))
      .filter((match) => match !== null)
      .map(([, kind, prefix]) => ({ allow: kind === 'Allow', prefix }))
      .filter((rule) => path.startsWith(rule.prefix))
      .sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
    return rules[0]?.allow ?? true;
  }

  it('keeps the link pages and the signed-in app out of search engines, lets every public page in', () => {
    const robots = robotsTxt(origin);
    const blocked = [
      '/link',
      '/link/sub',
      '/link/unsub/abc',
      '/dashboard',
      '/dashboard?tab=team',
      '/account',
      '/welcome',
    ];
    for (const path of blocked) expect(allowed(robots, path), path).toBe(false);
    for (const path of SITEMAP_PATHS) expect(allowed(robots, path), path).toBe(true);
    expect(allowed(robots, '/dashboard-overview')).toBe(true);
    expect(robots.split('\n')).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('takes the origin from LISTKEEP_PUBLIC_URL, else the local Hosting emulator', () => {
    expect(siteOriginFromEnv({ LISTKEEP_PUBLIC_URL: 'https://listkeep.example.org/' })).toBe(origin);
    expect(siteOriginFromEnv({})).toBe('http://127.0.0.1:5000');
    expect(() => siteOriginFromEnv({ LISTKEEP_PUBLIC_URL: 'ftp://x.example' })).toThrow(/http/);
  });
});
