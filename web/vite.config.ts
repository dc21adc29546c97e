import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { robotsTxt, siteOriginFromEnv, sitemapXml } from './src/config/site-files';

const siteOrigin = siteOriginFromEnv(process.env);

/** robots.txt and sitemap.xml from the page table: files of the build, and answered by `vite` and `vite preview`. */
function siteFiles(): Plugin {
  const files = [
    { fileName: 'robots.txt', type: 'text/plain; charset=utf-8', source: robotsTxt(siteOrigin) },
    { fileName: 'sitemap.xml', type: 'application/xml; charset=utf-8', source: sitemapXml(siteOrigin) },
  ];
  const serve: Plugin['configureServer'] = (server) =>
    void server.middlewares.use((req, res, next) => {
      const file = files.find((f) => req.url === `/${f.fileName}`);
      if (!file) return next();
      res.setHeader('Content-Type', file.type);
      res.end(file.source);
    });
  return {
    name: 'listkeep-site-files',
    configureServer: serve,
    configurePreviewServer: serve as Plugin['configurePreviewServer'],
    generateBundle() {
      for (const { fileName, source } of files) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

export default defineConfig({
  plugins: [react(), siteFiles()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: { 'import.meta.env.VITE_SITE_ORIGIN': JSON.stringify(siteOrigin) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The pre-rendered pages link their route's chunk and CSS from it (src/prerender/).
    manifest: true,
    // The report lists which chunks each route pulls in; keep names readable.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    // `vite dev` talks to the local stack's API through the Hosting emulator.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});
