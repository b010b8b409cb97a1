import { Loader } from '@/ui/loader';
import { RouteError } from './route-error';

/** How both apps' routers behave: the staff's (router.tsx) and the families' cabinet's (src/cabinet/router.tsx). */
export const routerDefaults = {
  defaultPreload: 'intent',
  // Query owns caching: the router should always ask it rather than keep its own copy.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: () => <Loader />,
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
} as const;
