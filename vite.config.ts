import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const WORKER_FILE = 'mockServiceWorker.js';
const workerPath = fileURLToPath(new URL(`./mocks/public/${WORKER_FILE}`, import.meta.url));

/**
 * In mock mode the MSW service worker script is served (dev) and emitted (build) at the site root;
 * production builds never contain it.
 */
function mockServiceWorker(): Plugin {
  return {
    name: 'ritm-mock-service-worker',
    configureServer(server) {
      server.middlewares.use(`/${WORKER_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: readFileSync(workerPath) });
    },
  };
}

// `--mode mock` builds the SPA with the MSW service worker answering /api (QA runs without a server).
export default defineConfig(({ mode }) => {
  const isMock = mode === 'mock';
  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      // The Node host serves these .br/.gz files as they are (serveStatic's `precompressed`); the mock build is
      // served by Vite's preview and needs none.
      ...(isMock ? [mockServiceWorker()] : [compression({ threshold: 1024 })]),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: { 'import.meta.env.VITE_API_MOCKS': JSON.stringify(isMock) },
    build: { outDir: isMock ? 'dist-mock' : 'dist', sourcemap: false },
    server: {
      port: 5173,
      proxy: isMock ? undefined : { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
    },
    preview: { port: isMock ? 4174 : 4173 },
  };
});
