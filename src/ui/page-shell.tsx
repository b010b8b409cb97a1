import type { CSSProperties, ReactNode } from 'react';
import styles from './page-shell.module.css';

type PageShellProps = {
  /** The school's name (the product's until the page knows the school). */
  schoolName: string;
  /** The header's own controls (theme, sign-out). */
  actions: ReactNode;
  /** The column's widest, in rem: a form reads best narrower than a cabinet. */
  widthRem?: number;
  /** What follows the column (the cabinet's sections bar). */
  after?: ReactNode;
  children: ReactNode;
};

/** The frame of a page for families and visitors (page-shell.module.css says what it is). */
export function PageShell({ schoolName, actions, widthRem = 40, after, children }: PageShellProps) {
  return (
    <div className={styles.shell} style={{ '--page-width': `${widthRem}rem` } as CSSProperties}>
      <header className={styles.header}>
        <span className={styles.school}>{schoolName}</span>
        {actions}
      </header>
      <main className={styles.main}>{children}</main>
      {after}
    </div>
  );
}
