import styles from './details-list.module.css';

type DetailsItem = { label: string; value: string };

type DetailsListProps = { items: readonly DetailsItem[] };

/** Label/value pairs (account, school card); an empty value shows a dash. */
export function DetailsList({ items }: DetailsListProps) {
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <div key={item.label} className={styles.row}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
