import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useThemeStore } from '@/features/theme/theme-store';
import { AppToaster } from '@/ui/app-toaster';
import { PendingSavesGuard } from './pending-saves';

/** What both apps — the staff's and the families' cabinet — run inside: their queries, the guard of unsaved changes, toasts. */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const theme = useThemeStore((state) => state.theme);
  return (
    <QueryClientProvider client={queryClient}>
      <PendingSavesGuard />
      {children}
      <AppToaster theme={theme} />
    </QueryClientProvider>
  );
}
