import type { ReactNode } from 'react';
import { cabinetTexts } from '../texts';
import styles from './cabinet.module.css';

type CabinetShellProps = {
  /** The school's name once signed in; the product's before. */
  schoolName: string;
  /** The header's own controls (theme, sign-out). */
  actions: ReactNode;
  /** The links of the sections' bar, only for a signed-in family (the cabinet's routes make them). */
  nav: ReactNode;
  children: ReactNode;
};

/** The cabinet's own frame: the school, the theme and sign-out on top, the three sections at the thumb. */
export function CabinetShell({ schoolName, actions, nav, children }: CabinetShellProps) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.school}>{schoolName}</span>
        {actions}
      </header>
      <main className={styles.main}>{children}</main>
      {nav && (
        <nav className={styles.nav} aria-label={cabinetTexts.nav.label}>
          {nav}
        </nav>
      )}
    </div>
  );
}
