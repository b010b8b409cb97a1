import { Link } from '@tanstack/react-router';
import { CalendarPlus, House, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { cabinetTexts } from '../texts';
import styles from './cabinet.module.css';

type CabinetShellProps = {
  /** The school's name once signed in; the product's before. */
  schoolName: string;
  /** The header's own controls (theme, sign-out). */
  actions: ReactNode;
  /** The sections' bar, only for a signed-in family. */
  withNav: boolean;
  children: ReactNode;
};

const sections = [
  { to: '/cabinet', label: cabinetTexts.nav.home, icon: House },
  { to: '/cabinet/trial', label: cabinetTexts.nav.trial, icon: CalendarPlus },
  { to: '/cabinet/settings', label: cabinetTexts.nav.settings, icon: Settings },
] as const;

/** The cabinet's own frame: the school, the theme and sign-out on top, the three sections at the thumb. */
export function CabinetShell({ schoolName, actions, withNav, children }: CabinetShellProps) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.school}>{schoolName}</span>
        {actions}
      </header>
      <main className={styles.main}>{children}</main>
      {withNav && (
        <nav className={styles.nav} aria-label={cabinetTexts.nav.label}>
          {sections.map(({ to, label, icon: Icon }) => (
            <Link key={to} to={to} className={styles.navLink} activeOptions={{ exact: true }}>
              <Icon size={20} aria-hidden />
              {label}
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}
