import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Makeup } from '@/contract';
import { formatDate } from '@/lib/dates';
import { toErrorMessage } from '@/lib/http';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { makeupQueries } from '../api/makeup-queries';
import { useBookMakeup } from '../api/use-makeup-mutations';
import { makeupTexts } from '../texts';
import styles from './makeups.module.css';

type MakeupBookingProps = { makeup: Makeup; onDone: () => void };

/** The lessons an available make-up may go to, with their free seats; one chosen and booked. */
export function MakeupBooking({ makeup, onDone }: MakeupBookingProps) {
  const options = useQuery(makeupQueries.options(makeup.id));
  const book = useBookMakeup();
  const [lessonId, setLessonId] = useState<number | null>(null);

  if (options.isPending) return <Loader />;
  if (options.isError) return <ErrorMessage>{toErrorMessage(options.error, 'lessons')}</ErrorMessage>;
  if (options.data.length === 0) return <p className={styles.muted}>{makeupTexts.noLessons}</p>;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (lessonId === null) return;
    book.mutate({ makeup_id: makeup.id, lesson_id: lessonId }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={handleSubmit}>
      <fieldset className={styles.choices}>
        <legend className={styles.muted}>{makeupTexts.chooseLesson}</legend>
        {options.data.map((option) => (
          <label key={option.lesson_id} className={styles.choice}>
            <input
              type="radio"
              name={`makeup-${makeup.id}`}
              checked={lessonId === option.lesson_id}
              onChange={() => setLessonId(option.lesson_id)}
            />
            <span>
              {formatDate(option.date)} {option.start_time} · {option.group_name}
              {option.style_name && ` · ${option.style_name}`}{' '}
              <span className={styles.muted}>{makeupTexts.seats(option.free_seats)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="sm" disabled={lessonId === null || book.isPending}>
          {makeupTexts.confirm}
        </Button>
      </div>
    </form>
  );
}
