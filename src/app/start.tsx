import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installRussianValidity } from '@/ui/russian-validity';
import '@/ui/styles/global.css';

/**
 * Starts an app in its page's `#root`: the staff's (index.html, src/main.tsx) or the families' cabinet
 * (cabinet.html, src/cabinet/main.tsx) — in `--mode mock` once the mock host answers /api.
 */
export async function startApp(app: () => ReactNode): Promise<void> {
  if (import.meta.env.VITE_API_MOCKS) {
    // A dynamic import keeps MSW out of the production bundle.
    await (await import('../../mocks/browser')).startMockWorker();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('The page must contain <div id="root">');

  installRussianValidity();
  createRoot(root).render(<StrictMode>{app()}</StrictMode>);
}
