import { useQuery } from '@tanstack/react-query';
import { dayjs, formatDate } from '@/lib/dates';
import { useSchoolClock } from '@/lib/school-clock';
import { Card } from '@/ui/card';
import { ExportButtons } from '@/ui/export/export-buttons';
import { Loader } from '@/ui/loader';
import { financeQueries } from '../api/finance-queries';
import { endingSubscriptionExportColumns } from '../money-export';
import { financeTexts } from '../texts';
import styles from './finances.module.css';
import { PassActions } from './pass-actions';

/**
 * Subscriptions to renew: ending within 7 days, or with one visit left, each with its actions; the list exports as
 * it is shown.
 */
export function EndingCard({ canCorrect }: { canCorrect: boolean }) {
  const subscriptions = useQuery(financeQueries.activeSubscriptions());
  const today = useSchoolClock().today();
  const soon = dayjs(today).add(7, 'day').format('YYYY-MM-DD');
  const ending = (subscriptions.data ?? [])
    .filter((item) => (item.expires_at !== null && item.expires_at <= soon) || item.remaining_visits === 1)
    .toSorted((a, b) => (a.expires_at ?? '').localeCompare(b.expires_at ?? ''));
  return (
    <Card
      title={financeTexts.endingTitle}
      actions={
        <ExportButtons
          table={() => ({
            name: financeTexts.endingFile(formatDate(today)),
            columns: endingSubscriptionExportColumns,
            rows: ending,
          })}
        />
      }
    >
      <p className={styles.muted}>{financeTexts.endingHint}</p>
      {subscriptions.isPending && <Loader />}
      {subscriptions.isSuccess && ending.length === 0 && (
        <p className={styles.muted}>{financeTexts.noEnding}</p>
      )}
      {ending.length > 0 && (
        // A long list scrolls inside the card: a keyboard user scrolls it once it has the focus.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard.
        <ul className={styles.list} aria-label={financeTexts.endingTitle} tabIndex={0}>
          {ending.map((item) => (
            <li key={item.id} className={styles.item}>
              <span>
                {item.student_name} <span className={styles.muted}>«{item.sub_name}»</span>
              </span>
              <span className={styles.muted}>
                {financeTexts.visitsLeft(item.remaining_visits)}
                {item.expires_at && `, ${financeTexts.until(formatDate(item.expires_at))}`}
              </span>
              <PassActions pass={item} canCorrect={canCorrect} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
