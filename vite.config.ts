import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { type Connect, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const WORKER_FILE = 'mockServiceWorker.js';
const fromRoot = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));
const workerPath = fromRoot(`mocks/public/${WORKER_FILE}`);

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

/**
 * Pages of their own, apps of their own: the staff's (index.html), the families' cabinet (cabinet.html, src/cabinet)
 * and the school's public trial form (join.html, src/join), so a parent's phone loads nothing of the staff's app.
 * Every address under /cabinet is the cabinet's page and under /join the form's, in `vite` and `vite preview` as on
 * the Node host (server/node/spa.ts); any other falls back to index.html, as before.
 */
function ownPages(): Plugin {
  const rewrite: Connect.NextHandleFunction = (request, _response, next) => {
    const page = request.url && /^\/(cabinet|join)(\/|\?|$)/.exec(request.url)?.[1];
    if (page) request.url = `/${page}.html`;
    next();
  };
  return {
    name: 'ritm-own-pages',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/**
 * Both pages apply the saved theme before the first paint, so a light-theme user never sees a dark flash: an
 * inline script in the head (the Node host allows it by its hash), reading the key of src/features/theme.
 */
function themeBeforeFirstPaint(): Plugin {
  const script = `try {
  document.documentElement.dataset.theme = localStorage.getItem('theme') === 'light' ? 'light' : 'dark';
} catch {
  document.documentElement.dataset.theme = 'dark';
}`;
  return {
    name: 'ritm-theme-before-first-paint',
    // Before Vite adds the page's own tags, so it runs ahead of the stylesheets, as it would written in the page.
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: script, injectTo: 'head' }],
    },
  };
}

// `--mode mock` builds the SPA with the MSW service worker answering /api (QA runs without a server).
export default defineConfig(({ mode }) => {
  const isMock = mode === 'mock';
  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      // The cabinet's routes, in a tree of their own (src/cabinet/router.tsx).
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: './src/cabinet/routes',
        generatedRouteTree: './src/cabinet/routeTree.gen.ts',
      }),
      react(),
      ownPages(),
      themeBeforeFirstPaint(),
      // The Node host serves these .br/.gz files as they are (serveStatic's `precompressed`); the mock build is
      // served by Vite's preview and needs none. The plugin compresses one file at a time on a two-core machine
      // (cores − 1); brotli at its best quality is most of a build's time there, so it gets every core.
      ...(isMock
        ? [mockServiceWorker()]
        : [compression({ threshold: 1024, scheduler: { limit: availableParallelism() } })]),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: {
      'import.meta.env.VITE_API_MOCKS': JSON.stringify(isMock),
      // The mock host's answer delay (mocks/browser.ts): loaders show for QA; Playwright builds it without.
      'import.meta.env.VITE_MOCK_LATENCY_MS': JSON.stringify(Number(process.env.MOCK_LATENCY_MS ?? 150)),
    },
    build: {
      outDir: isMock ? 'dist-mock' : 'dist',
      sourcemap: false,
      rolldownOptions: {
        input: {
          index: fromRoot('index.html'),
          cabinet: fromRoot('cabinet.html'),
          join: fromRoot('join.html'),
        },
      },
    },
    server: {
      port: 5173,
      // The page's own Host goes through (the string form would rewrite it to the server's), so the server's check
      // that a write comes from its own pages (server/src/http/same-origin.ts) sees the origin the browser sent.
      proxy: isMock
        ? undefined
        : { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false } },
    },
    preview: { port: isMock ? 4174 : 4173 },
  };
});
