/**
 * Where the build writes each public page's pre-rendered HTML (prerender/),
 * and the shell every other path gets. Hosting serves index.html for / on its
 * own; the other pages need a rewrite each (firebase.json, kept in step with
 * this table by prerendered-pages.test.ts).
 */
import { SITEMAP_PATHS, type PublicPath } from './page-meta';

/** The plain SPA shell, with an empty root: in-app pages and unknown paths. */
export const SHELL_FILE = '/app.html';

/** The file of a public page under web/dist, as Hosting names it. */
export function prerenderedFile(path: PublicPath): string {
  return path === '/' ? '/index.html' : `/pages${path}.html`;
}

/** Every pre-rendered page with its file. */
export const PRERENDERED_PAGES: readonly { path: PublicPath; file: string }[] = SITEMAP_PATHS.map((path) => ({
  path,
  file: prerenderedFile(path),
}));
