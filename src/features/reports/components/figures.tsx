import styles from './reports.module.css';

/** The headline numbers of a report, as a description list. */
export function Figures({ label, items }: { label: string; items: readonly (readonly [string, string])[] }) {
  return (
    <dl className={styles.totals} aria-label={label}>
      {items.map(([name, value]) => (
        <div key={name} className={styles.total}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
