import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The report lists which chunks each route pulls in; keep names readable.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    // `vite dev` talks to the local stack's API through the Hosting emulator.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});
