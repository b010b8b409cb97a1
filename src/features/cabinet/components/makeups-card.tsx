import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Makeup } from '@/contract';
import { serverMessageOf } from '@/lib/http-client';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { useMakeupBooking } from '../api/cabinet-mutations';
import { cabinetQueries } from '../api/cabinet-queries';
import { formatDate, lessonDay } from '../format';
import { cabinetTexts } from '../texts';
import styles from './cabinet.module.css';

const texts = cabinetTexts.makeups;

/**
 * A child's make-ups (docs/makeups.md): each excused absence that may be made up, its last day and what became of
 * it; the family books one into a lesson with a free seat, or cancels the booking, before the school's cut-off.
 */
export function MakeupsCard({ studentId }: { studentId: number }) {
  const makeups = useQuery(cabinetQueries.makeups());
  const own = (makeups.data ?? []).filter((makeup) => makeup.student_id === studentId);
  return (
    <section className={styles.card} aria-labelledby="cabinet-makeups">
      <h2 id="cabinet-makeups" className={styles.cardTitle}>
        {texts.title}
      </h2>
      {makeups.isPending && <Loader />}
      {makeups.isError && <ErrorMessage>{cabinetTexts.loadFailed}</ErrorMessage>}
      {makeups.isSuccess && own.length === 0 && <p className={styles.muted}>{texts.none}</p>}
      {own.length > 0 && (
        <ul className={styles.list}>
          {own.map((makeup) => (
            <MakeupItem key={makeup.id} makeup={makeup} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MakeupItem({ makeup }: { makeup: Makeup }) {
  const [choosing, setChoosing] = useState(false);
  const booking = useMakeupBooking();
  const day = lessonDay(makeup.missed.date);
  const write = (lessonId: number | null) =>
    booking.mutate(
      { makeup_id: makeup.id, lesson_id: lessonId },
      {
        onSuccess: () => {
          setChoosing(false);
          notifySuccess(lessonId === null ? texts.canceled : texts.booked);
        },
        onError: (error) => notifyFailure(serverMessageOf(error) ?? texts.failed),
      },
    );
  const booked = makeup.booking;
  return (
    <li className={styles.lesson}>
      <div className={styles.what}>
        <span className={styles.group}>{texts.missed(day, makeup.missed.group_name)}</span>
        <span className={styles.muted}>{texts.until(formatDate(makeup.expires_on))}</span>
        <span className={styles.badge}>
          {texts.status[makeup.status]}
          {booked && `: ${texts.bookedInto(lessonDay(booked.date), booked.start_time, booked.group_name)}`}
        </span>
        {choosing && <MakeupChoice makeupId={makeup.id} pending={booking.isPending} onChoose={write} />}
      </div>
      {makeup.status === 'available' && !choosing && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={texts.bookOf(day)}
          onClick={() => setChoosing(true)}
        >
          {texts.book}
        </Button>
      )}
      {makeup.status === 'booked' && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={texts.cancelOf(day)}
          disabled={booking.isPending}
          onClick={() => write(null)}
        >
          {texts.cancel}
        </Button>
      )}
    </li>
  );
}

type MakeupChoiceProps = { makeupId: number; pending: boolean; onChoose: (lessonId: number) => void };

/** The lessons the make-up may go to, one chosen. */
function MakeupChoice({ makeupId, pending, onChoose }: MakeupChoiceProps) {
  const options = useQuery(cabinetQueries.makeupOptions(makeupId));
  const [lessonId, setLessonId] = useState<number | null>(null);
  if (options.isPending) return <Loader />;
  if (options.isError) return <ErrorMessage>{cabinetTexts.loadFailed}</ErrorMessage>;
  if (options.data.length === 0) return <p className={styles.muted}>{texts.noLessons}</p>;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (lessonId !== null) onChoose(lessonId);
  }
  return (
    <form className={styles.form} onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{texts.choose}</legend>
        {options.data.map((option) => (
          <label key={option.lesson_id} className={styles.choice}>
            <input
              type="radio"
              name={`makeup-${makeupId}`}
              checked={lessonId === option.lesson_id}
              onChange={() => setLessonId(option.lesson_id)}
            />
            <span>
              {lessonDay(option.date)}, {option.start_time} · {option.group_name}
              {option.style_name ? ` · ${option.style_name}` : ''}
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" size="sm" disabled={lessonId === null || pending}>
        {texts.confirm}
      </Button>
    </form>
  );
}
