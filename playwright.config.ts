import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';
import { MAIL_SINK_PORT } from './e2e/support/mail-sink';

/**
 * Projects:
 * - `mocks`: the SPA built in mock mode, MSW answering /api in the browser (most flows; handlers overridable);
 * - `fullstack`: `npm start` on a throwaway SQLite database (register, log in, work, reload: the data is still there);
 * - `postgres` (when DATABASE_URL is set): processes of `npm start` sharing one throwaway PostgreSQL database, reached
 *   through PgBouncer in transaction mode when PGBOUNCER_URL names one in front of that server (CI starts it).
 * Chromium's headless shell comes from Debian (/usr/bin/chromium-headless-shell, e2e/support/chromium.ts); Playwright
 * never downloads a browser here.
 */
const MOCKS_PORT = 4174;
const FULLSTACK_PORT = 3100;
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  // Each test opens its own browser context: a cold start of the SPA (and, in the mocks project, of the server's
  // application in the page) that two workers on two cores pay several times per test.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  // A real SMTP server on loopback that the fullstack server mails (e2e/support/mail-sink.ts).
  globalSetup: './e2e/support/mail-sink.ts',
  use: {
    ...devices['Desktop Chrome'],
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // A trace of the retry that follows a failure (CI retries once; locally `--trace on`). Recording one for every
    // test and keeping it on failure took a fourth of the run's time: 18 mocks tests in 101 s against 73.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // Several `npm start` processes on one PostgreSQL; like the server suite's PostgreSQL runs, only where
    // DATABASE_URL names a server to create throwaway databases on (CI starts one). First: its one test starts two
    // hosts, and last it ran alone while the other worker waited.
    ...(process.env.DATABASE_URL ? [{ name: 'postgres', testDir: 'e2e/postgres' }] : []),
    {
      name: 'mocks',
      testDir: 'e2e/mocks',
      // `vite preview` gzips every answer as it sends it, and every test's fresh context loads the whole mock build
      // again: uncompressed, that CPU goes to the tests (the Node host sends files compressed at build time).
      use: { baseURL: `http://localhost:${MOCKS_PORT}`, extraHTTPHeaders: { 'Accept-Encoding': 'identity' } },
    },
    { name: 'fullstack', testDir: 'e2e/fullstack', use: { baseURL: `http://localhost:${FULLSTACK_PORT}` } },
  ],
  webServer: [
    {
      // Without the mock host's answer delay that lets loaders show to a person: the specs wait for what they need.
      // Playwright starts its web servers one after the other; the fullstack one's build (`npm start`'s
      // build-if-needed: the production SPA and the host) runs here beside the mock build, and `npm start` then
      // finds it done. From a clean tree the tests start ~5 s sooner on two cores (measured: 40 s against 45 s).
      command: `node scripts/build-if-needed.mjs & MOCK_LATENCY_MS=0 npx vite build --mode mock --logLevel warn && wait $! && npx vite preview --mode mock --outDir dist-mock --port ${MOCKS_PORT} --strictPort`,
      url: `http://localhost:${MOCKS_PORT}`,
      reuseExistingServer: !isCI,
      timeout: 180_000,
    },
    {
      // A fresh database on every run; DATABASE_URL is cleared so this always runs the SQLite default.
      command: 'rm -rf test-results/fullstack-data && npm start',
      url: `http://localhost:${FULLSTACK_PORT}/api/auth/check`,
      reuseExistingServer: !isCI,
      timeout: 180_000,
      env: {
        PORT: String(FULLSTACK_PORT),
        DATA_DIR: 'test-results/fullstack-data',
        DATABASE_URL: '',
        DATABASE_DIRECT_URL: '',
        SEED_DEMO: '1',
        // Every test registers a school of its own (e2e/support/school-test.ts), all from this one address.
        REGISTRATIONS_PER_HOUR: '10000',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_PORT}`,
        MAIL_FROM: 'Ритм <school@ritm.test>',
      },
    },
  ],
});
