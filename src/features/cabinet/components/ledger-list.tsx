import type { AccountEntry } from '@/contract';
import { sayNote } from '@/contract/ledger-notes';
import { formatMoney } from '@/contract/money';
import { formatDate } from '../format';
import { cabinetTexts } from '../texts';
import styles from './cabinet.module.css';

type Entry = Omit<AccountEntry, 'created_by_name' | 'created_at' | 'note'>;

/** Every line behind the balance, newest first: «почему −1 200 ₽» answered line by line. */
export function LedgerList({ entries }: { entries: Entry[] }) {
  const money = entries.filter((entry) => entry.amount !== 0);
  if (money.length === 0) return <p className={styles.muted}>{cabinetTexts.student.noMoney}</p>;
  return (
    <ul className={styles.list}>
      {money.map((entry) => (
        <li key={entry.id} className={styles.entry}>
          <span className={styles.entryDate}>{formatDate(entry.entry_date)}</span>
          <span className={styles.entryNote}>{sayNote(entry.note_data)}</span>
          <span className={entry.amount < 0 ? styles.debt : styles.balance}>
            {entry.amount > 0 ? '+' : '−'}
            {formatMoney(Math.abs(entry.amount))}
          </span>
        </li>
      ))}
    </ul>
  );
}
