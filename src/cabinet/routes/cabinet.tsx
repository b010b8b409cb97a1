import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, Outlet, useNavigate } from '@tanstack/react-router';
import { CalendarPlus, House, Settings } from 'lucide-react';
import { useMemo } from 'react';
import { pageHead } from '@/app/document-title';
import { DEFAULT_TIME_ZONE } from '@/contract/clock';
import { useSignOut } from '@/features/cabinet/api/cabinet-mutations';
import { cabinetQueries } from '@/features/cabinet/api/cabinet-queries';
import styles from '@/features/cabinet/components/cabinet.module.css';
import { CabinetShell } from '@/features/cabinet/components/cabinet-shell';
import { cabinetTexts } from '@/features/cabinet/texts';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { SchoolClockProvider, schoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';

/**
 * Личный кабинет (docs/cabinet.md): the school's customers' own app, with its own frame and session, on a page of
 * its own (cabinet.html) — nothing of the staff's app loads here.
 */
export const Route = createFileRoute('/cabinet')({
  head: pageHead(cabinetTexts.title),
  component: CabinetLayout,
});

const sections = [
  { to: '/cabinet', label: cabinetTexts.nav.home, icon: House },
  { to: '/cabinet/trial', label: cabinetTexts.nav.trial, icon: CalendarPlus },
  { to: '/cabinet/settings', label: cabinetTexts.nav.settings, icon: Settings },
] as const;

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
        nav={
          signedIn &&
          sections.map(({ to, label, icon: Icon }) => (
            <Link key={to} to={to} className={styles.navLink} activeOptions={{ exact: true }}>
              <Icon size={20} aria-hidden />
              {label}
            </Link>
          ))
        }
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
