import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routerDefaults } from '@/app/router-defaults';
import { CabinetNotFound } from './not-found';
import { routeTree } from './routeTree.gen';

type CabinetRouterOptions = {
  queryClient: QueryClient;
  /** Tests pass a memory history; the app uses the browser's. */
  history?: RouterHistory;
};

/** The families' cabinet's router: its routes (src/cabinet/routes) and nothing of the staff's. */
export function createCabinetRouter({ queryClient, history }: CabinetRouterOptions) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    ...routerDefaults,
    defaultNotFoundComponent: CabinetNotFound,
  });
}

export type CabinetRouter = ReturnType<typeof createCabinetRouter>;

// The cabinet is a TypeScript program of its own (./tsconfig.json): a program registers one router, and the
// cabinet's links are checked against its own routes, as the staff's are against theirs (src/app/router.tsx).
declare module '@tanstack/react-router' {
  interface Register {
    router: CabinetRouter;
  }
}
