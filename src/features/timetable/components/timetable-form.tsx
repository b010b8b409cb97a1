import { type FormEvent, useState } from 'react';
import { weekdayLabels } from '@/contract';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import styles from '@/ui/form-layout.module.css';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { timetableTexts } from '../texts';
import type { TimetableChoices } from '../timetable-choices';
import type { TimetableFormValues } from '../timetable-form-values';

type TimetableFormProps = {
  mode: 'create' | 'edit';
  initialValues: TimetableFormValues;
  choices: TimetableChoices;
  pending: boolean;
  error: string | null;
  onSubmit: (values: TimetableFormValues) => void;
  onCancel: () => void;
};

const none = { value: '', label: timetableTexts.none };
const weekdayOptions = weekdayLabels
  .map((label, weekday) => ({ value: String(weekday), label }))
  .filter(({ label }) => label !== '');

/** One form for adding and editing a weekly slot: group, weekday, time, duration, teacher, direction, dates. */
export function TimetableForm(props: TimetableFormProps) {
  const { mode, initialValues, choices, pending, error, onSubmit, onCancel } = props;
  const [values, setValues] = useState(initialValues);

  function setValue<Key extends keyof TimetableFormValues>(key: Key, value: TimetableFormValues[Key]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(values);
  }

  const groupOptions = [
    { value: '', label: timetableTexts.chooseGroup },
    ...choices.groups.map((group) => ({ value: String(group.id), label: group.name })),
  ];
  const teacherOptions = [
    none,
    ...choices.teachers.map((teacher) => ({ value: String(teacher.id), label: teacher.profile.full_name })),
  ];
  // Archived directions are offered only to the entry that already names one.
  const directionOptions = [
    none,
    ...choices.directions
      .filter((direction) => !direction.is_archived || String(direction.id) === initialValues.directionId)
      .map((direction) => ({ value: String(direction.id), label: direction.name })),
  ];

  return (
    <form className={styles.form} onSubmit={handleSubmit}>
      <div className={styles.grid}>
        <div className={styles.wide}>
          <SelectField
            label={timetableTexts.group}
            options={groupOptions}
            required
            data-autofocus
            value={values.groupId}
            onChange={(event) => setValue('groupId', event.target.value)}
          />
        </div>
        <SelectField
          label={timetableTexts.weekday}
          options={weekdayOptions}
          value={values.weekday}
          onChange={(event) => setValue('weekday', event.target.value)}
        />
        <TextField
          label={timetableTexts.startTime}
          type="time"
          required
          value={values.startTime}
          onChange={(event) => setValue('startTime', event.target.value)}
        />
        <TextField
          label={timetableTexts.durationMinutes}
          type="number"
          min={5}
          max={600}
          step={5}
          required
          value={values.duration}
          onChange={(event) => setValue('duration', event.target.value)}
        />
        <SelectField
          label={timetableTexts.teacher}
          options={teacherOptions}
          value={values.teacherId}
          onChange={(event) => setValue('teacherId', event.target.value)}
        />
        <div className={styles.wide}>
          <SelectField
            label={timetableTexts.direction}
            options={directionOptions}
            value={values.directionId}
            onChange={(event) => setValue('directionId', event.target.value)}
          />
        </div>
        <TextField
          label={timetableTexts.activeFrom}
          type="date"
          value={values.activeFrom}
          onChange={(event) => setValue('activeFrom', event.target.value)}
        />
        <TextField
          label={timetableTexts.activeTo}
          type="date"
          value={values.activeTo}
          onChange={(event) => setValue('activeTo', event.target.value)}
        />
      </div>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <div className={styles.actions}>
        <Button onClick={onCancel}>{timetableTexts.cancel}</Button>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? timetableTexts.saving : mode === 'create' ? timetableTexts.create : timetableTexts.save}
        </Button>
      </div>
    </form>
  );
}
