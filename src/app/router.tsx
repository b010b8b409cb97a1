import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { createAuthContext } from '@/features/auth/auth-context';
import { routeTree } from '@/routeTree.gen';
import { Loader } from '@/ui/loader';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

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
    defaultPreload: 'intent',
    // Query owns caching: the router should always ask it rather than keep its own copy.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <Loader />,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
