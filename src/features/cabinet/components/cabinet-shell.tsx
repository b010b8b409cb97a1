import type { ReactNode } from 'react';
import { PageShell } from '@/ui/page-shell';
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
    <PageShell
      schoolName={schoolName}
      actions={actions}
      after={
        nav && (
          <nav className={styles.nav} aria-label={cabinetTexts.nav.label}>
            {nav}
          </nav>
        )
      }
    >
      {children}
    </PageShell>
  );
}
