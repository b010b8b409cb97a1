import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { initialLoginForm, useLoginFormStore } from '@/features/auth/login-form-store';
import { useThemeStore } from '@/features/theme/theme-store';
import { installClock } from '@/lib/clock';
import { mockClock, mockServer, resetMockDb } from '../../mocks/node';
import { installBrowserGaps } from './browser-gaps';

installBrowserGaps();
// `findBy…` and `waitFor` wait for what a person would see. Their default of one second is a page's time on an idle
// machine; beside the server's PostgreSQL suites on two cores a first render takes longer, and a test failed for
// waiting too little, not for a wrong page. A wrong page still fails, five seconds later.
configure({ asyncUtilTimeout: 5_000 });
// The app reads the mock host's clock: both sides agree on "today", at any real hour.
installClock(mockClock.now);

beforeAll(async () => {
  mockServer.listen({ onUnhandledRequest: 'error' });
  // The mock host's first start (migrations and the demo seed) happens here, not inside a file's first test, whose
  // first `findBy…` would otherwise wait out the host's cold start instead of the page.
  await resetMockDb();
}, 30_000);

/**
 * Vitest loads none of the app's CSS, so what a component test sees is decided by markup alone (`hidden`,
 * `aria-hidden`, inline styles); the browser tests see the real styles. Libraries that put their own rules into the
 * document (sonner's toasts and FullCalendar's plugins on import, FullCalendar's sheet on its first render: some 320
 * rules) are held to the same: with them every role query matched each element and its ancestors against those
 * rules, a fifth of the component tests' time. The sheets stay in place, emptied (FullCalendar keeps adding to its
 * own): when one appears, and before each test for rules added on import.
 */
function emptyInjectedSheets() {
  for (const sheet of document.styleSheets) while (sheet.cssRules.length > 0) sheet.deleteRule(0);
}
const watchingSheets = Symbol.for('ritm.test.emptyInjectedSheets');
const documentFlags = document as unknown as Record<symbol, boolean>;
if (!documentFlags[watchingSheets]) {
  // One observer per document: a worker keeps one document for all the files it runs.
  new MutationObserver(emptyInjectedSheets).observe(document.head, { childList: true });
  documentFlags[watchingSheets] = true;
}

// A fresh database numbers its revisions from the start again; each test's own query client holds the lists' tags,
// so no list answer of a test serves the next.
beforeEach(() => {
  emptyInjectedSheets();
  resetMockDb();
});

afterEach(() => {
  // Toasts live in sonner's module-level store, which outlives a test (and a file: files share a worker).
  toast.dismiss();
  cleanup();
  mockServer.resetHandlers();
  // Module-level stores outlive a test; every test starts from the app's initial state.
  useLoginFormStore.setState(initialLoginForm);
  useThemeStore.setState({ theme: 'dark' });
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

afterAll(() => mockServer.close());
