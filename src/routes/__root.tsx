import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { appTexts } from '@/app/texts';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: appTexts.product }] }),
  // React hoists the <title> HeadContent renders into the document head.
  component: () => (
    <>
      <HeadContent />
      <Outlet />
    </>
  ),
});
