import type { ReactNode } from 'react';
import { useGridCellProps } from './grid-cell';
import styles from './static-cell.module.css';

type StaticCellProps = { children: ReactNode };

/** A read-only cell the keyboard can still reach, so arrow keys move through every column alike. */
export function StaticCell({ children }: StaticCellProps) {
  return (
    <div className={styles.cell} {...useGridCellProps()}>
      {children}
    </div>
  );
}
