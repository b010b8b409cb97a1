import type { ReactNode } from 'react';
import styles from './app-shell.module.css';

type AppShellProps = {
  sidebar: ReactNode;
  children: ReactNode;
};

/** The signed-in frame: side navigation on the left, the page on the right. */
export function AppShell({ sidebar, children }: AppShellProps) {
  return (
    <div className={styles.shell}>
      {sidebar}
      <main className={styles.main}>
        <div className={styles.content}>{children}</div>
      </main>
    </div>
  );
}
