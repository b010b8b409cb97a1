import { delay, HttpResponse, http } from 'msw';
import { type SetupWorker, setupWorker } from 'msw/browser';
import initSqlJs from 'sql.js';
import sqlWasmUrl from 'sql.js/dist/sql-wasm.wasm?url';
import { JOB_INTERVAL_MS } from '../server/src/jobs/job-loop.ts';
import { OUTBOX_INTERVAL_MS } from '../server/src/jobs/outbox-loop.ts';
import { systemClock } from '../src/contract/index.ts';
import { apiHandler } from './api-handler.ts';
import { createMockBackend, type MockBackend } from './backend.ts';
import { type MockMailbox, mockPost } from './mailbox.ts';
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

/**
 * The mail the mock host "sent", for QA and Playwright: `window.__ritmMail.lastCode('roditel@gracia-dance.ru')`
 * is the sign-in code of the cabinet's demo family; `messages` are all of them, newest last.
 */
export type RitmMail = Pick<MockMailbox, 'messages' | 'to' | 'lastCode'>;

declare global {
  // An interface, because only interfaces merge into the global Window type.
  interface Window {
    __rhythmMocks?: RhythmMocks;
    __ritmMail?: RitmMail;
  }
}

// Long enough for loaders to show, short enough not to slow QA down (150 ms); Playwright builds the page without it.
const BROWSER_LATENCY_MS = import.meta.env.VITE_MOCK_LATENCY_MS;

/**
 * Starts the mock host of `vite --mode mock`: the server's application runs in this tab over SQLite compiled
 * to WebAssembly, and the MSW service worker hands it every `/api` request. The database lives in this tab's
 * sessionStorage, so a reload keeps data and session; a new tab or browser context starts from the demo.
 * A test forces errors or slow answers with `window.__rhythmMocks.worker.use(http.get(...))`. Mail (sign-in codes,
 * invitations) stays in the page: `window.__ritmMail`.
 */
export async function startMockWorker(): Promise<SetupWorker> {
  // The page's mailbox exists before the database is ready, so `window.__ritmMail` is there from the start.
  const post = mockPost(systemClock);
  const backend: Promise<MockBackend> = initSqlJs({ locateFile: () => sqlWasmUrl }).then((SQL) =>
    createMockBackend({
      SQL,
      store: sessionStorageStore(window.sessionStorage),
      jobsEveryMs: JOB_INTERVAL_MS,
      mailEveryMs: OUTBOX_INTERVAL_MS,
      post,
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
  const { messages, to, lastCode } = post.mailbox;
  window.__ritmMail = { messages, to, lastCode };
  return worker;
}
