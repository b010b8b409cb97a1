import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { createAuthContext } from '@/features/auth/auth-context';
import { routeTree } from '@/routeTree.gen';
import { NotFoundPage } from './not-found-page';
import { routerDefaults } from './router-defaults';

type AppRouterOptions = {
  queryClient: QueryClient;
  /** Tests pass a memory history; the app uses the browser's. */
  history?: RouterHistory;
};

export function createAppRouter({ queryClient, history }: AppRouterOptions) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient, auth: createAuthContext(queryClient) },
    ...routerDefaults,
    defaultNotFoundComponent: NotFoundPage,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
