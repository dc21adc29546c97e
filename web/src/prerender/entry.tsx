/**
 * The build's pre-rendering (web/package.json "build"): each public page of
 * the page table rendered as a signed-out first-time visitor sees it, in the
 * dark theme, into the built index.html, so its first paint shows the page
 * before any JavaScript runs; main.tsx then takes it over. Built by
 * `vite build --ssr` and run by web/prerender.mjs over web/dist.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/route-table';
import { SITE_ORIGIN } from '@/config/env';
import { PAGE_META, documentTitle, pageUrl } from '@/config/page-meta';
import { PRERENDERED_PAGES, SHELL_FILE } from '@/config/prerendered-pages';
import { assetLinks, pageAssets, type Manifest } from './page-assets';
import { pageHtml } from './page-html';

interface RenderedPage {
  body: string;
  /** The source modules of the route chunks the page was rendered from. */
  sources: string[];
}

async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(pageUrl(SITE_ORIGIN, path)));
  if (context instanceof Response) throw new Error(`${path} answers with a redirect, not a page`);
  // An Error's fields do not survive JSON.stringify, which once reported a failed import as {}.
  const [failure] = Object.values(context.errors ?? {});
  if (failure !== undefined) throw new Error(`${path} failed to render`, { cause: failure });
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        {/* No hydration data: the Content-Security-Policy allows no inline script, and these routes load none. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  const sources = context.matches.flatMap(({ route }) => {
    const source = (route.handle as { module?: string } | undefined)?.module;
    return source ? [source] : [];
  });
  return { body: await new Response(prelude).text(), sources };
}

/** Writes every public page's HTML into dist, and the plain shell for every other path. */
export async function prerenderPages(dist: string): Promise<string[]> {
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  await writeFile(join(dist, SHELL_FILE), template);
  const written: string[] = [];
  for (const { path, file } of PRERENDERED_PAGES) {
    const { body, sources } = await renderPage(path);
    const meta = PAGE_META[path];
    const html = pageHtml(
      template,
      {
        title: documentTitle(meta.title),
        description: meta.description,
        canonical: pageUrl(SITE_ORIGIN, path),
        links: assetLinks(pageAssets(manifest, sources)),
      },
      body,
    );
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), html);
    written.push(file);
  }
  return written;
}
