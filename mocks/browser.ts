import { delay, HttpResponse, http } from 'msw';
import { type SetupWorker, setupWorker } from 'msw/browser';
import initSqlJs from 'sql.js';
import sqlWasmUrl from 'sql.js/dist/sql-wasm.wasm?url';
import { JOB_INTERVAL_MS } from '../server/src/jobs/job-loop.ts';
import { apiHandler } from './api-handler.ts';
import { createMockBackend, type MockBackend } from './backend.ts';
import { sessionStorageStore } from './session-storage-store.ts';

/** What a Playwright test reaches through `window.__rhythmMocks` to override answers in mock mode. */
export type RhythmMocks = {
  worker: SetupWorker;
  http: typeof http;
  HttpResponse: typeof HttpResponse;
  delay: typeof delay;
  /** Back to the clean demo school in this tab. */
  resetDb: () => Promise<void>;
};

declare global {
  // An interface, because only interfaces merge into the global Window type.
  interface Window {
    __rhythmMocks?: RhythmMocks;
  }
}

// Long enough for loaders to show, short enough not to slow QA down.
const BROWSER_LATENCY_MS = 150;

/**
 * Starts the mock host of `vite --mode mock`: the server's application runs in this tab over SQLite compiled
 * to WebAssembly, and the MSW service worker hands it every `/api` request. The database lives in this tab's
 * sessionStorage, so a reload keeps data and session; a new tab or browser context starts from the demo.
 * A test forces errors or slow answers with `window.__rhythmMocks.worker.use(http.get(...))`.
 */
export async function startMockWorker(): Promise<SetupWorker> {
  const backend: Promise<MockBackend> = initSqlJs({ locateFile: () => sqlWasmUrl }).then((SQL) =>
    createMockBackend({
      SQL,
      store: sessionStorageStore(window.sessionStorage),
      jobsEveryMs: JOB_INTERVAL_MS,
    }),
  );
  const worker = setupWorker(apiHandler(() => backend, BROWSER_LATENCY_MS));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  window.__rhythmMocks = {
    worker,
    http,
    HttpResponse,
    delay,
    resetDb: async () => (await backend).reset(),
  };
  return worker;
}
