import { useInfiniteQuery } from '@tanstack/react-query';
import { type HistoryEntry, type HistoryFilter, historyEntityLabels, historyPartLabels } from '@/contract';
import { formatInstant } from '@/lib/dates';
import { toErrorMessage } from '@/lib/http';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { historyQueries } from '../api/history-queries';
import { fieldLabel, formatHistoryValue } from '../history-values';
import { historyTexts } from '../texts';
import styles from './history.module.css';

type HistoryListProps = {
  filter: Omit<HistoryFilter, 'before_id'>;
  emptyText: string;
};

/** Changes from the newest, a page at a time, each with who, when, what and every field before and after. */
export function HistoryList({ filter, emptyText }: HistoryListProps) {
  const list = useInfiniteQuery(historyQueries.list(filter));
  if (list.isPending) return <Loader />;
  if (list.isError) return <ErrorMessage>{toErrorMessage(list.error, 'history')}</ErrorMessage>;
  const entries = list.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return (
    <>
      <ol className={styles.entries} aria-label={historyTexts.listLabel}>
        {entries.map((entry) => (
          <HistoryItem key={entry.id} entry={entry} />
        ))}
      </ol>
      {list.hasNextPage && (
        <div className={styles.more}>
          <Button disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? historyTexts.loadingMore : historyTexts.more}
          </Button>
        </div>
      )}
    </>
  );
}

function personOf(entry: HistoryEntry): string {
  if (entry.user_id === null) return historyTexts.system;
  const person = entry.user_name || historyTexts.removedPerson;
  return entry.api_token_name === null ? person : historyTexts.byToken(entry.api_token_name, person);
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const { zone } = useSchoolClock();
  const part = historyPartLabels[entry.part];
  return (
    <li className={styles.entry}>
      <div className={styles.head}>
        <time className={styles.time} dateTime={entry.at}>
          {formatInstant(entry.at, zone)}
        </time>
        <span className={styles.who}>{personOf(entry)}</span>
        <span className={styles.action}>{historyTexts.actions[entry.action]}</span>
        <span>
          {historyEntityLabels[entry.entity]} «{entry.entity_title}»{part && ` · ${part}`}
        </span>
      </div>
      {entry.changes.length > 0 && (
        <table className={styles.changes}>
          <thead>
            <tr>
              <th scope="col">{historyTexts.field}</th>
              <th scope="col">{historyTexts.before}</th>
              <th scope="col">{historyTexts.after}</th>
            </tr>
          </thead>
          <tbody>
            {entry.changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{fieldLabel(entry.part, change.field)}</th>
                <td>{formatHistoryValue(entry.part, change.field, change.before, zone)}</td>
                <td>{formatHistoryValue(entry.part, change.field, change.after, zone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
