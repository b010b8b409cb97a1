import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { CabinetStudentSummary } from '@/contract';
import { serverMessageOf } from '@/lib/http-client';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Loader } from '@/ui/loader';
import { Notice } from '@/ui/notice';
import { TextField } from '@/ui/text-field';
import { useTrial } from '../api/cabinet-mutations';
import { cabinetQueries } from '../api/cabinet-queries';
import { lessonDay } from '../format';
import { cabinetTexts } from '../texts';
import styles from './cabinet.module.css';

const texts = cabinetTexts.trial;
const NEW_CHILD = 'new';

/** A trial lesson for one of the family's children (or a new one): a group with seats, one of its days. */
export function TrialForm({ students }: { students: CabinetStudentSummary[] }) {
  const groups = useQuery(cabinetQueries.trialGroups());
  const trial = useTrial();
  const [groupId, setGroupId] = useState<number | null>(null);
  const [date, setDate] = useState('');
  const [who, setWho] = useState<string>(students[0] ? String(students[0].id) : NEW_CHILD);
  const [childName, setChildName] = useState('');
  const [comment, setComment] = useState('');

  if (groups.isPending) return <Loader />;
  if (groups.isError) return <ErrorMessage>{cabinetTexts.loadFailed}</ErrorMessage>;
  if (trial.isSuccess) return <Notice>{texts.done}</Notice>;
  if (groups.data.length === 0) return <p className={styles.muted}>{texts.none}</p>;
  const group = groups.data.find((candidate) => candidate.id === groupId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (groupId === null) return;
    trial.mutate({
      group_id: groupId,
      lesson_date: date,
      ...(who === NEW_CHILD ? { child_name: childName } : { student_id: Number(who) }),
      comment,
    });
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{texts.group}</legend>
        {groups.data.map((candidate) => (
          <label key={candidate.id} className={styles.choice}>
            <input
              type="radio"
              name="group"
              required
              checked={groupId === candidate.id}
              onChange={() => {
                setGroupId(candidate.id);
                setDate('');
              }}
            />
            <span>
              {candidate.name}
              <br />
              <span className={styles.muted}>{texts.seats(candidate.free_seats)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {group && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{texts.day}</legend>
          {group.lessons.map((lesson) => (
            <label key={`${lesson.date} ${lesson.start_time}`} className={styles.choice}>
              <input
                type="radio"
                name="day"
                required
                checked={date === lesson.date}
                onChange={() => setDate(lesson.date)}
              />
              <span>
                {lessonDay(lesson.date)}, {lesson.start_time}
                {lesson.style_name ? ` · ${lesson.style_name}` : ''}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{texts.who}</legend>
        {students.map((student) => (
          <label key={student.id} className={styles.choice}>
            <input
              type="radio"
              name="who"
              checked={who === String(student.id)}
              onChange={() => setWho(String(student.id))}
            />
            <span>{student.name}</span>
          </label>
        ))}
        <label className={styles.choice}>
          <input type="radio" name="who" checked={who === NEW_CHILD} onChange={() => setWho(NEW_CHILD)} />
          <span>{texts.newChild}</span>
        </label>
      </fieldset>
      {who === NEW_CHILD && (
        <TextField
          label={texts.childName}
          required
          maxLength={200}
          value={childName}
          onChange={(event) => setChildName(event.target.value)}
        />
      )}
      <TextField
        label={texts.comment}
        maxLength={500}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {trial.error && (
        <ErrorMessage>{serverMessageOf(trial.error) ?? cabinetTexts.lesson.failed}</ErrorMessage>
      )}
      <Button type="submit" variant="primary" disabled={trial.isPending}>
        {texts.submit}
      </Button>
    </form>
  );
}
