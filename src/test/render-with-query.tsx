import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createQueryClient } from '@/app/query-client';
import { AppToaster } from '@/ui/app-toaster';

/** Mounts one component with a fresh query client (no retries) and the toaster, without the router. */
export function renderWithQuery(ui: ReactElement) {
  const queryClient = createQueryClient({ queries: { retry: false } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <AppToaster theme="dark" />
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}
