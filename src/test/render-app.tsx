import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';

/** Mounts the whole app (session check, router, toasts) at a path, as a browser tab opened there. */
export function renderApp(path: string) {
  const queryClient = createQueryClient({ queries: { retry: false } });
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }) });
  const user = userEvent.setup();
  const view = render(<App queryClient={queryClient} router={router} />);
  return { ...view, user, router, queryClient };
}

/** The path the app currently shows (without search). */
export function currentPath(router: ReturnType<typeof createAppRouter>): string {
  return router.state.location.pathname;
}
