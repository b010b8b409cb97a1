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

export function App({ queryClient, router }: AppProps) {
  const theme = useThemeStore((state) => state.theme);
  return (
    <QueryClientProvider client={queryClient}>
      <PendingSavesGuard />
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
      <AppToaster theme={theme} />
    </QueryClientProvider>
  );
}
