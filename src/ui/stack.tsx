import type { ReactNode } from 'react';
import styles from './stack.module.css';

type StackProps = { children: ReactNode };

/** Blocks of a page, one under another with even spacing. */
export function Stack({ children }: StackProps) {
  return <div className={styles.stack}>{children}</div>;
}
