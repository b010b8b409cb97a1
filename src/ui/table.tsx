import type { ReactNode } from 'react';
import styles from './table.module.css';

type TableProps = {
  /** Accessible name of the table. */
  label: string;
  headers: readonly string[];
  /** `<tr>` rows of `<td>` cells. */
  children: ReactNode;
};

export function Table({ label, headers, children }: TableProps) {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
