import type { ReactNode } from 'react';
import styles from './route-error.module.css';
import { appTexts } from './texts';

/** An address the router does not know, in both apps; `children` is the way back to the app's first page. */
export function NotFoundView({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1>{appTexts.notFoundTitle}</h1>
      <p>{appTexts.notFoundText}</p>
      {children}
    </div>
  );
}
