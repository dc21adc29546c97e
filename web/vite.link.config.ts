import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Connect, type Plugin } from 'vite';
import { LINK_MANIFEST } from './link-downloads.mjs';
import { compiledCatalogs } from './src/config/compiled-catalogs';

/**
 * The public recipient pages (/link/**) as their own light bundle: Preact
 * stands in for React (src/recipient-pages/preact-as-react.ts), so these pages load a fraction of the SPA's JavaScript
 * and nothing of the Firebase SDK; their messages come parsed, so the ICU
 * parser stays out too (src/config/compiled-catalogs.ts). Runs after the main build and adds
 * link.html and link-assets/ to the same dist folder.
 */
const src = fileURLToPath(new URL('./src', import.meta.url));

/** Serves link.html for /link paths in `vite` and `vite preview`, as the Hosting rewrites do. */
function linkPages(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/link' || path.startsWith('/link/')) {
      req.url = '/link.html' + (req.url ?? '').slice(path.length);
    }
    next();
  };
  return {
    name: 'listkeep-link-pages',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

export default defineConfig({
  plugins: [linkPages(), compiledCatalogs()],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^(react|react-dom\/client)$/, replacement: `${src}/recipient-pages/preact-as-react.ts` },
      // Formats messages parsed at build time; any text left to parse would throw.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser/lib/no-parser.js'),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'link-assets',
    sourcemap: false,
    // One chunk and one small chunk per language, loaded by a plain dynamic import: no module to preload, so no polyfill.
    modulePreload: { polyfill: false },
    // What each page downloads, for the size test and the bench (link-downloads.mjs).
    manifest: LINK_MANIFEST,
    rollupOptions: { input: { link: fileURLToPath(new URL('./link.html', import.meta.url)) } },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  preview: {
    port: 4174,
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});
