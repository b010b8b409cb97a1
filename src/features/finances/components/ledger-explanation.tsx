import { formatMoney, sayNote } from '@/contract';
import { formatDate } from '@/lib/dates';
import { useSchoolClock } from '@/lib/school-clock';
import { type ExplainedLine, writtenLater } from '../ledger-explanation';
import { financeTexts } from '../texts';
import styles from './finances.module.css';

type LedgerExplanationProps = {
  label: string;
  lines: readonly ExplainedLine[];
  unit: 'money' | 'visits';
  /** Where the count starts before any line: the visits a subscription was sold with. */
  start?: { date: string; text: string; total: number };
};

const signedMoney = (kopecks: number) => `${kopecks > 0 ? '+' : '−'}${formatMoney(Math.abs(kopecks))}`;
const money = (kopecks: number) => (kopecks < 0 ? signedMoney(kopecks) : formatMoney(kopecks));

/** The lines behind a figure, oldest first, each with what it changed and the figure after it. */
export function LedgerExplanation({ label, lines, unit, start }: LedgerExplanationProps) {
  const { zone } = useSchoolClock();
  if (lines.length === 0 && !start) return <p className={styles.muted}>{financeTexts.nothingToExplain}</p>;
  return (
    // A long explanation scrolls inside its box: a keyboard user scrolls it once it has the focus.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard.
    <ol className={styles.list} aria-label={label} tabIndex={0}>
      {start && (
        <li className={styles.explained}>
          <span>
            {formatDate(start.date)} <span className={styles.muted}>{start.text}</span>
          </span>
          <span className={styles.amount}>{financeTexts.visitsTotal(start.total)}</span>
        </li>
      )}
      {lines.map(({ entry, change, total }) => {
        const later = writtenLater(entry, zone);
        return (
          <li key={entry.id} className={styles.explained}>
            <span>
              {formatDate(entry.entry_date)} <span className={styles.muted}>{sayNote(entry.note_data)}</span>
              {later && (
                <span className={styles.muted}>
                  {' '}
                  · {financeTexts.writtenLater(formatDate(later), entry.created_by_name)}
                </span>
              )}
            </span>
            <span className={styles.amount}>
              {unit === 'money' ? signedMoney(change) : financeTexts.visitsWord(change)}
              <span className={styles.muted}>
                {' '}
                → {unit === 'money' ? money(total) : financeTexts.visitsTotal(total)}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
