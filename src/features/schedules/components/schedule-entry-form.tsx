import { type FormEvent, useState } from 'react';
import { LESSON_MINUTES, TEXT_MAX_LENGTH, weekdayLabels } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { Button } from '@/ui/button';
import { DateField } from '@/ui/date-field';
import { ErrorMessage } from '@/ui/error-message';
import styles from '@/ui/form-layout.module.css';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { TimeField } from '@/ui/time-field';
import { useCreateStudentGroup } from '../api/use-create-student-group';
import type { ScheduleEntryChoices } from '../schedule-entry-choices';
import type { ScheduleEntryFormValues } from '../schedule-entry-form-values';
import { scheduleEntryTexts } from '../texts';

type ScheduleEntryFormProps = {
  mode: 'create' | 'edit';
  initialValues: ScheduleEntryFormValues;
  choices: ScheduleEntryChoices;
  pending: boolean;
  error: string | null;
  onSubmit: (values: ScheduleEntryFormValues) => void;
  onCancel: () => void;
};

const none = { value: '', label: scheduleEntryTexts.none };
const weekdayOptions = weekdayLabels
  .map((label, weekday) => ({ value: String(weekday), label }))
  .filter(({ label }) => label !== '');

/** One form for adding and editing a weekly slot: group, weekday, time, duration, teacher, direction, dates. */
export function ScheduleEntryForm(props: ScheduleEntryFormProps) {
  const { mode, initialValues, choices, pending, error, onSubmit, onCancel } = props;
  const [values, setValues] = useState(initialValues);
  // A group made right here: a new school's first timetable entry need not wait for a trip to «Ученики».
  const [newGroup, setNewGroup] = useState<string | null>(choices.groups.length === 0 ? '' : null);
  const createGroup = useCreateStudentGroup();

  function handleCreateGroup() {
    if (newGroup === null) return;
    createGroup.mutate(newGroup.trim(), {
      onSuccess: (group) => {
        setValue('groupId', String(group.id));
        setNewGroup(null);
      },
    });
  }

  function setValue<Key extends keyof ScheduleEntryFormValues>(
    key: Key,
    value: ScheduleEntryFormValues[Key],
  ) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(values);
  }

  const groupOptions = [
    { value: '', label: scheduleEntryTexts.chooseGroup },
    ...choices.groups.map((group) => ({ value: String(group.id), label: group.name })),
  ];
  const teacherOptions = [
    none,
    ...choices.teachers.map((teacher) => ({ value: String(teacher.id), label: teacher.profile.full_name })),
  ];
  // Archived directions are offered only to the entry that already names one.
  const styleOptions = [
    none,
    ...choices.styles
      .filter((style) => !style.is_archived || String(style.id) === initialValues.styleId)
      .map((style) => ({ value: String(style.id), label: style.name })),
  ];

  return (
    <form className={styles.form} onSubmit={handleSubmit}>
      <div className={styles.grid}>
        <div className={styles.wide}>
          <SelectField
            label={scheduleEntryTexts.group}
            options={groupOptions}
            required
            data-autofocus
            value={values.groupId}
            onChange={(event) => setValue('groupId', event.target.value)}
          />
          {choices.groups.length === 0 && <p className={styles.hint}>{scheduleEntryTexts.noGroups}</p>}
          {newGroup === null ? (
            <Button size="sm" variant="ghost" onClick={() => setNewGroup('')}>
              + {scheduleEntryTexts.newGroup}
            </Button>
          ) : (
            <div className={styles.inline}>
              <TextField
                label={scheduleEntryTexts.newGroupName}
                value={newGroup}
                maxLength={TEXT_MAX_LENGTH}
                onChange={(event) => setNewGroup(event.target.value)}
                onKeyDown={(event) => {
                  // Enter makes the group, not the timetable entry the form is for.
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  handleCreateGroup();
                }}
              />
              <Button size="sm" onClick={handleCreateGroup} disabled={createGroup.isPending}>
                {createGroup.isPending ? scheduleEntryTexts.creatingGroup : scheduleEntryTexts.createGroup}
              </Button>
            </div>
          )}
          {createGroup.isError && <ErrorMessage>{toErrorMessage(createGroup.error, 'groups')}</ErrorMessage>}
        </div>
        <SelectField
          label={scheduleEntryTexts.weekday}
          options={weekdayOptions}
          value={values.weekday}
          onChange={(event) => setValue('weekday', event.target.value)}
        />
        <TimeField
          label={scheduleEntryTexts.startTime}
          required
          value={values.startTime}
          onChange={(time) => setValue('startTime', time)}
        />
        <TextField
          label={scheduleEntryTexts.durationMinutes}
          type="number"
          min={LESSON_MINUTES.min}
          max={LESSON_MINUTES.max}
          step={5}
          required
          value={values.duration}
          onChange={(event) => setValue('duration', event.target.value)}
        />
        <SelectField
          label={scheduleEntryTexts.teacher}
          options={teacherOptions}
          value={values.teacherId}
          onChange={(event) => setValue('teacherId', event.target.value)}
        />
        <div className={styles.wide}>
          <SelectField
            label={scheduleEntryTexts.style}
            options={styleOptions}
            value={values.styleId}
            onChange={(event) => setValue('styleId', event.target.value)}
          />
        </div>
        <DateField
          label={scheduleEntryTexts.activeFrom}
          value={values.activeFrom}
          onChange={(iso) => setValue('activeFrom', iso)}
        />
        <DateField
          label={scheduleEntryTexts.activeTo}
          value={values.activeTo}
          onChange={(iso) => setValue('activeTo', iso)}
        />
      </div>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <div className={styles.actions}>
        <Button onClick={onCancel}>{scheduleEntryTexts.cancel}</Button>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending
            ? scheduleEntryTexts.saving
            : mode === 'create'
              ? scheduleEntryTexts.create
              : scheduleEntryTexts.save}
        </Button>
      </div>
    </form>
  );
}
