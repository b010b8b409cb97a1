import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { cabinetQueries } from '@/features/cabinet/api/cabinet-queries';
import { httpStatus } from '@/lib/http-client';

/** The family's pages: without a cabinet session the person is sent to sign in with a code. */
export const Route = createFileRoute('/cabinet/_family')({
  beforeLoad: async ({ context }) => {
    try {
      await context.queryClient.ensureQueryData(cabinetQueries.home());
    } catch (error) {
      if (httpStatus(error) === 401) throw redirect({ to: '/cabinet/login' });
      throw error;
    }
  },
  component: Outlet,
});
