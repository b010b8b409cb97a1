import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Makeup } from '@/contract';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { makeupQueries } from '../api/makeup-queries';
import { useCancelMakeup } from '../api/use-makeup-mutations';
import { makeupTexts } from '../texts';
import { MakeupBooking } from './makeup-booking';
import styles from './makeups.module.css';

type StudentMakeupsProps = { studentId: number; canBook: boolean };

/**
 * A student's make-ups (docs/makeups.md): each missed lesson with its last day and what became of it; an available
 * one is booked into a lesson chosen from those with a free seat, a booked one cancelled before its lesson.
 */
export function StudentMakeups({ studentId, canBook }: StudentMakeupsProps) {
  const makeups = useQuery(makeupQueries.list(studentId));
  if (makeups.isPending) return <Loader />;
  if (makeups.isError) return <ErrorMessage>{makeupTexts.loadFailed}</ErrorMessage>;
  if (makeups.data.length === 0) return <p className={styles.muted}>{makeupTexts.none}</p>;
  return (
    <ul className={styles.list} aria-label={makeupTexts.button}>
      {makeups.data.map((makeup) => (
        <MakeupItem key={makeup.id} makeup={makeup} canBook={canBook} />
      ))}
    </ul>
  );
}

function MakeupItem({ makeup, canBook }: { makeup: Makeup; canBook: boolean }) {
  const [choosing, setChoosing] = useState(false);
  const cancel = useCancelMakeup();
  const missedOn = formatDate(makeup.missed.date);
  const booking = makeup.booking;
  return (
    <li className={styles.item}>
      <div className={styles.line}>
        <span>
          {makeupTexts.missed(missedOn, makeup.missed.group_name)}
          <span className={styles.muted}>
            {' · '}
            {makeupTexts.until(formatDate(makeup.expires_on))}
            {makeup.same_style && ` · ${makeupTexts.sameStyle}`}
          </span>
        </span>
        <span className={styles.status} data-status={makeup.status}>
          {makeupTexts.status(makeup.status)}
          {booking &&
            `: ${makeupTexts.bookedInto(formatDate(booking.date), booking.start_time, booking.group_name)}`}
        </span>
      </div>
      {canBook && makeup.status === 'available' && (
        <div className={styles.actions}>
          <Button size="sm" aria-label={makeupTexts.bookTo(missedOn)} onClick={() => setChoosing(!choosing)}>
            {makeupTexts.book}
          </Button>
        </div>
      )}
      {canBook && makeup.status === 'available' && choosing && (
        <MakeupBooking makeup={makeup} onDone={() => setChoosing(false)} />
      )}
      {canBook && makeup.status === 'booked' && (
        <div className={styles.actions}>
          <Button
            size="sm"
            aria-label={makeupTexts.cancelOf(missedOn)}
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(makeup.id)}
          >
            {makeupTexts.cancel}
          </Button>
        </div>
      )}
    </li>
  );
}
