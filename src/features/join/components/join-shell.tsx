import type { ReactNode } from 'react';
import styles from './join.module.css';

type JoinShellProps = {
  /** The school's name once the page knows it. */
  schoolName: string;
  /** The header's own controls (the theme). */
  actions: ReactNode;
  children: ReactNode;
};

/** The form's frame: the school's name and the theme on top, the form below. */
export function JoinShell({ schoolName, actions, children }: JoinShellProps) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.school}>{schoolName}</span>
        {actions}
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
