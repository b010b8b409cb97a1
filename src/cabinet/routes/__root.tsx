import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { appTexts } from '@/app/texts';
import { CabinetNotFound } from '../not-found';

/** What the cabinet's `beforeLoad` and `loader` receive: the family's session is read through the query client. */
export type CabinetRouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<CabinetRouterContext>()({
  head: () => ({ meta: [{ title: appTexts.product }] }),
  // An address outside the cabinet's frame: the page is still a landmark of its own.
  notFoundComponent: () => (
    <main>
      <CabinetNotFound />
    </main>
  ),
  // React hoists the <title> HeadContent renders into the document head.
  component: () => (
    <>
      <HeadContent />
      <Outlet />
    </>
  ),
});
