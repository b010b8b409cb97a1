import { type FormEvent, useState } from 'react';
import { LESSON_MINUTES } from '@/contract';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { DateField } from '@/ui/date-field';
import { ErrorMessage } from '@/ui/error-message';
import styles from '@/ui/form-layout.module.css';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { TimeField } from '@/ui/time-field';
import type { LessonChoices } from '../lesson-choices';
import { emptyLessonForm, type LessonFormValues } from '../lesson-form-values';
import { scheduleTexts } from '../texts';

type LessonFormProps = {
  choices: LessonChoices;
  pending: boolean;
  error: string | null;
  onSubmit: (values: LessonFormValues) => void;
  onCancel: () => void;
};

const none = { value: '', label: scheduleTexts.none };

/** Spec §2 and §5: the fields of a lesson, no checks of its own beyond the input types. */
export function LessonForm({ choices, pending, error, onSubmit, onCancel }: LessonFormProps) {
  const clock = useSchoolClock();
  const [values, setValues] = useState(() => emptyLessonForm(clock.today()));

  function setValue<Key extends keyof LessonFormValues>(key: Key, value: LessonFormValues[Key]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(values);
  }

  const groupOptions = [
    { value: '', label: scheduleTexts.chooseGroup },
    ...choices.groups.map((group) => ({ value: String(group.id), label: group.name })),
  ];
  const teacherOptions = [
    none,
    ...choices.teachers.map((teacher) => ({ value: String(teacher.id), label: teacher.profile.full_name })),
  ];
  // An archived direction no longer takes new lessons.
  const styleOptions = [
    none,
    ...choices.styles
      .filter((style) => !style.is_archived)
      .map((style) => ({ value: String(style.id), label: style.name })),
  ];

  return (
    <form className={styles.form} onSubmit={handleSubmit}>
      <div className={styles.grid}>
        <div className={styles.wide}>
          <SelectField
            label={scheduleTexts.group}
            options={groupOptions}
            required
            data-autofocus
            value={values.groupId}
            onChange={(event) => setValue('groupId', event.target.value)}
          />
        </div>
        <DateField
          label={scheduleTexts.date}
          required
          value={values.date}
          onChange={(iso) => setValue('date', iso)}
        />
        <TimeField
          label={scheduleTexts.startTime}
          required
          value={values.startTime}
          onChange={(time) => setValue('startTime', time)}
        />
        <TextField
          label={scheduleTexts.durationMinutes}
          type="number"
          min={LESSON_MINUTES.min}
          max={LESSON_MINUTES.max}
          step={5}
          required
          value={values.duration}
          onChange={(event) => setValue('duration', event.target.value)}
        />
        <SelectField
          label={scheduleTexts.teacher}
          options={teacherOptions}
          value={values.teacherId}
          onChange={(event) => setValue('teacherId', event.target.value)}
        />
        <div className={styles.wide}>
          <SelectField
            label={scheduleTexts.styleField}
            options={styleOptions}
            value={values.styleId}
            onChange={(event) => setValue('styleId', event.target.value)}
          />
        </div>
      </div>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <div className={styles.actions}>
        <Button onClick={onCancel}>{scheduleTexts.cancel}</Button>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? scheduleTexts.saving : scheduleTexts.create}
        </Button>
      </div>
    </form>
  );
}
