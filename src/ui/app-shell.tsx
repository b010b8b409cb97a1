import type { ReactNode } from 'react';
import styles from './app-shell.module.css';
import { uiTexts } from './texts';

type AppShellProps = {
  sidebar: ReactNode;
  children: ReactNode;
};

/** The signed-in frame: side navigation on the left, the page on the right. */
export function AppShell({ sidebar, children }: AppShellProps) {
  return (
    <div className={styles.shell}>
      {/* The first Tab on every page: past the navigation, straight to the page. */}
      <a href="#content" className={styles.skipLink}>
        {uiTexts.skipToContent}
      </a>
      {sidebar}
      <main id="content" tabIndex={-1} className={styles.main}>
        <div className={styles.content}>{children}</div>
      </main>
    </div>
  );
}
