import styles from './figures.module.css';

/** One headline number: its name, its text, and whether it is below zero (shown in red). */
export type Figure = readonly [name: string, value: string, negative?: boolean];

/** The headline numbers of a page or report (totals of a period), as a description list. */
export function Figures({ label, items }: { label: string; items: readonly Figure[] }) {
  return (
    <dl className={styles.figures} aria-label={label}>
      {items.map(([name, value, negative]) => (
        <div key={name} className={styles.figure}>
          <dt>{name}</dt>
          <dd className={negative ? styles.negative : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
