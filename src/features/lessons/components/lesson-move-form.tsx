import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Lesson } from '@/contract';
import { Button } from '@/ui/button';
import { DateField } from '@/ui/date-field';
import { TimeField } from '@/ui/time-field';
import { scheduleTexts } from '../texts';
import styles from './lesson-card.module.css';

type LessonMoveFormProps = {
  lesson: Lesson;
  onSubmit: (changes: Pick<Lesson, 'lesson_date' | 'start_time'>) => void;
  onCancel: () => void;
};

/** Moves a lesson to another date and start time; the duration stays. */
export function LessonMoveForm({ lesson, onSubmit, onCancel }: LessonMoveFormProps) {
  const [date, setDate] = useState(lesson.lesson_date);
  const [startTime, setStartTime] = useState(lesson.start_time);
  const formRef = useRef<HTMLFormElement>(null);

  // The form replaces the button that opened it: the keyboard continues in its first field.
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit({ lesson_date: date, start_time: startTime });
  }

  return (
    <form
      ref={formRef}
      className={styles.moveForm}
      aria-label={scheduleTexts.moveTitle}
      onSubmit={handleSubmit}
    >
      <div className={styles.moveFields}>
        <DateField label={scheduleTexts.date} required value={date} onChange={(iso) => setDate(iso)} />
        <TimeField
          label={scheduleTexts.startTime}
          required
          value={startTime}
          onChange={(time) => setStartTime(time)}
        />
      </div>
      <div className={styles.actions}>
        <Button size="sm" onClick={onCancel}>
          {scheduleTexts.cancel}
        </Button>
        <Button size="sm" type="submit" variant="primary">
          {scheduleTexts.save}
        </Button>
      </div>
    </form>
  );
}
