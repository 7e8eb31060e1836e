/**
 * Builds the web app into dist/web (served by the Fastify server in production). In development Vite serves
 * the app on PORT (3000) and proxies the API to the server on API_PORT (3001). Large libraries used by one page
 * only (pdf.js, markdown, maps) are imported lazily by those pages, so they land in their own chunks.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // No inline <script> in index.html: the CSP allows only our own files.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': apiTarget, '/healthz': apiTarget, '/files': apiTarget },
  },
});
