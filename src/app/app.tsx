import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { SessionGate } from '@/features/auth/components/session-gate';
import { AppFrame } from './app-frame';
import type { AppRouter } from './router';

type AppProps = {
  queryClient: QueryClient;
  router: AppRouter;
};

/** The staff's app; the families' cabinet is an app of its own (src/cabinet). */
export function App({ queryClient, router }: AppProps) {
  return (
    <AppFrame queryClient={queryClient}>
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
    </AppFrame>
  );
}
