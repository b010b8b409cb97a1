import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate, Outlet, redirect } from '@tanstack/react-router';
import { useMemo } from 'react';
import { can, DEFAULT_TIME_ZONE } from '@/contract';
import { authQueries } from '@/features/auth/api/session';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { RowHistoryButton } from '@/features/history/components/row-history-button';
import { useLiveUpdates } from '@/features/live-updates/use-live-updates';
import { SideNav } from '@/features/navigation/components/side-nav';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { SchoolClockProvider, schoolClock } from '@/lib/school-clock';
import { AppShell } from '@/ui/app-shell';
import { RowHistorySlot } from '@/ui/row-history-slot';

/** The signed-in area: without a session every page below sends the person to the login form. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.auth.currentUser();
    if (!user) throw redirect({ to: '/registration', search: { redirect: location.href } });
    return { user };
  },
  component: AppLayout,
});

// Stable, so the rows that ask for it stay memoised.
const renderRowHistory = (row: Parameters<typeof RowHistoryButton>[0]) => <RowHistoryButton {...row} />;

function AppLayout() {
  const navigate = Route.useNavigate();
  // Read live, not from the route context: a logout or an expired session must leave at once.
  const { data: user } = useQuery(authQueries.session());
  useLiveUpdates(user?.id ?? null);
  const zone = user?.time_zone;
  const clock = useMemo(() => schoolClock(zone ?? DEFAULT_TIME_ZONE), [zone]);
  if (!user) return <Navigate to="/registration" />;

  function handleLoggedOut() {
    void navigate({ to: '/registration' });
  }

  return (
    <AppShell
      sidebar={
        <SideNav
          role={user.role}
          userName={user.profile.full_name}
          actions={
            <>
              <ThemeToggle />
              <LogoutButton onLoggedOut={handleLoggedOut} />
            </>
          }
        />
      }
    >
      <SchoolClockProvider value={clock}>
        <RowHistorySlot.Provider value={can(user.role, 'history:read') ? renderRowHistory : null}>
          <Outlet />
        </RowHistorySlot.Provider>
      </SchoolClockProvider>
    </AppShell>
  );
}
