/**
 * robots.txt and sitemap.xml, written at build time from the page table
 * (vite.config.ts) with the site's origin, so a search engine finds the public
 * pages and leaves the recipients' link pages and the signed-in app alone.
 */
import { NOINDEX_PATHS, SITEMAP_PATHS, pageUrl } from './page-meta';

/** Where the site is served when no origin is configured: the local Hosting emulator (scripts/stack.mjs). */
export const LOCAL_SITE_ORIGIN = 'http://127.0.0.1:5000';

/**
 * The site's origin for the build: LISTKEEP_PUBLIC_URL, the app's address the
 * functions put in mails too (docs/deploy.md), else the local stack's.
 */
export function siteOriginFromEnv(env: Record<string, string | undefined>): string {
  const configured = env.LISTKEEP_PUBLIC_URL?.trim();
  if (!configured) return LOCAL_SITE_ORIGIN;
  const url = new URL(configured);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`LISTKEEP_PUBLIC_URL must be an http(s) address, not ${configured}`);
  }
  return url.origin;
}

/**
 * Rules match by prefix, so `Disallow: /dashboard` would also keep
 * /dashboard-overview out: such a public page gets an Allow line, which wins
 * as the longer match (RFC 9309).
 */
export function robotsTxt(origin: string): string {
  const caught = SITEMAP_PATHS.filter((page) => NOINDEX_PATHS.some((path) => page.startsWith(path)));
  return [
    'User-agent: *',
    ...caught.map((path) => `Allow: ${path}`),
    ...NOINDEX_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${pageUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string): string {
  const urls = SITEMAP_PATHS.map((path) => `  <url><loc>${escapeXml(pageUrl(origin, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
