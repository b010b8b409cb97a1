import { delay, HttpResponse, http } from 'msw';
import { type SetupWorker, setupWorker } from 'msw/browser';
import { persistMockDbIn, resetMockDb } from './db/database';
import { handlers } from './handlers';
import { setMockLatency } from './http/latency';

/** What a Playwright test reaches through `window.__rhythmMocks` to override answers in mock mode. */
export type RhythmMocks = {
  worker: SetupWorker;
  http: typeof http;
  HttpResponse: typeof HttpResponse;
  delay: typeof delay;
  resetDb: () => void;
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
 * Starts the service worker that answers `/api` in `vite --mode mock`. The database lives in this tab's
 * sessionStorage, so a reload keeps data and session; a new tab or browser context starts from the seed.
 * A test forces errors or slow answers with `window.__rhythmMocks.worker.use(http.get(...))`.
 */
export async function startMockWorker(): Promise<SetupWorker> {
  persistMockDbIn(window.sessionStorage);
  setMockLatency(BROWSER_LATENCY_MS);
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  window.__rhythmMocks = { worker, http, HttpResponse, delay, resetDb: resetMockDb };
  return worker;
}
