import type { ReactNode } from 'react';
import styles from './table.module.css';

type TableProps = {
  /** Accessible name of the table. */
  label: string;
  headers: readonly string[];
  /** Inside a card the card draws the frame. */
  framed?: boolean;
  /** `<tr>` rows of `<td>` cells. */
  children: ReactNode;
};

export function Table({ label, headers, framed = true, children }: TableProps) {
  return (
    <div className={framed ? styles.framed : styles.plain}>
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
