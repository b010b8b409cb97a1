import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/not-found-page';
import type { RouterContext } from '@/app/router-context';
import { appTexts } from '@/app/texts';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: appTexts.product }] }),
  // An unknown address outside the signed-in frame: the page is still a landmark of its own.
  notFoundComponent: () => (
    <main>
      <NotFoundPage />
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
