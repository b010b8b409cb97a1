import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { AppFrame } from '@/app/app-frame';
import type { CabinetRouter } from './router';

/** The families' cabinet: no staff session to wait for, only its own routes. */
export function CabinetApp({ queryClient, router }: { queryClient: QueryClient; router: CabinetRouter }) {
  return (
    <AppFrame queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
