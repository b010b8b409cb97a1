import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { SessionGate } from '@/features/auth/components/session-gate';
import { useThemeStore } from '@/features/theme/theme-store';
import { AppToaster } from '@/ui/app-toaster';
import { PendingSavesGuard } from './pending-saves';
import type { AppRouter } from './router';

type AppProps = {
  queryClient: QueryClient;
  router: AppRouter;
};

/** The families' cabinet has a session of its own: the staff's start-up check is not its to wait for. */
const opensCabinet = () => globalThis.location?.pathname.startsWith('/cabinet') ?? false;

export function App({ queryClient, router }: AppProps) {
  const theme = useThemeStore((state) => state.theme);
  const routes = <RouterProvider router={router} />;
  return (
    <QueryClientProvider client={queryClient}>
      <PendingSavesGuard />
      {opensCabinet() ? routes : <SessionGate>{routes}</SessionGate>}
      <AppToaster theme={theme} />
    </QueryClientProvider>
  );
}
