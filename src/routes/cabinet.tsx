import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { pageHead } from '@/app/document-title';
import { DEFAULT_TIME_ZONE } from '@/contract';
import { useSignOut } from '@/features/cabinet/api/cabinet-mutations';
import { cabinetQueries } from '@/features/cabinet/api/cabinet-queries';
import { CabinetShell } from '@/features/cabinet/components/cabinet-shell';
import { cabinetTexts } from '@/features/cabinet/texts';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { SchoolClockProvider, schoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';

/**
 * Личный кабинет (docs/cabinet.md): the school's customers' own part of the app, with its own frame and session.
 * Nothing of the staff's pages loads here: their routes are split away, and the staff's session gate skips /cabinet.
 */
export const Route = createFileRoute('/cabinet')({
  head: pageHead(cabinetTexts.title),
  component: CabinetLayout,
});

function CabinetLayout() {
  // Signed in or not, the frame reads the first view's school; a 401 here just means «not signed in».
  const home = useQuery({ ...cabinetQueries.home(), retry: false });
  const signOut = useSignOut();
  const navigate = useNavigate();
  const zone = home.data?.school.time_zone ?? DEFAULT_TIME_ZONE;
  const clock = useMemo(() => schoolClock(zone), [zone]);
  const signedIn = home.data !== undefined;

  return (
    <SchoolClockProvider value={clock}>
      <CabinetShell
        schoolName={home.data?.school.name ?? cabinetTexts.title}
        withNav={signedIn}
        actions={
          <>
            <ThemeToggle />
            {signedIn && (
              <Button
                size="sm"
                disabled={signOut.isPending}
                onClick={() =>
                  signOut.mutate(undefined, { onSettled: () => void navigate({ to: '/cabinet/login' }) })
                }
              >
                {cabinetTexts.signOut}
              </Button>
            )}
          </>
        }
      >
        <Outlet />
      </CabinetShell>
    </SchoolClockProvider>
  );
}
