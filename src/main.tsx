import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { installRussianValidity } from './ui/russian-validity';
import './ui/styles/global.css';

async function start() {
  if (import.meta.env.VITE_API_MOCKS) {
    // A dynamic import keeps MSW out of the production bundle.
    await (await import('../mocks/browser')).startMockWorker();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html must contain <div id="root">');

  installRussianValidity();
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient });
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

void start();
