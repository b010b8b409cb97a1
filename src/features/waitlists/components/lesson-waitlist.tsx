import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { useJoinLessonLine } from '../api/use-waitlist-mutations';
import { waitlistQueries } from '../api/waitlist-queries';
import { waitlistTexts as texts } from '../texts';
import { WaitlistLine } from './waitlist-line';
import styles from './waitlist-offers-notice.module.css';

type Person = { id: number; name: string };
type LessonWaitlistProps = {
  lessonId: number;
  /** Who may be put in line: students (with a make-up to book) and leads (for a trial), as the viewer may keep. */
  students: readonly Person[];
  leads: readonly Person[];
};

/**
 * A full lesson's line on its card (docs/makeups.md, «Лист ожидания»): who waits, in order, with offers and their
 * deadlines; a student put in line with one of their make-ups, or a lead for a trial; a place taken out, an offer
 * accepted for the family. A lesson with a seat no one was offered refuses the line (the server says so: book it).
 */
export function LessonWaitlist({ lessonId, students, leads }: LessonWaitlistProps) {
  const line = useQuery(waitlistQueries.lesson(lessonId));
  const [adding, setAdding] = useState(false);
  const count = line.data?.length ?? 0;
  return (
    <section aria-label={texts.lessonTitle}>
      <h3>{texts.lessonTitle}</h3>
      {(count > 0 || adding) && <WaitlistLine title={texts.lessonTitle} line={line} />}
      {adding ? (
        <JoinLessonLine
          lessonId={lessonId}
          students={students}
          leads={leads}
          waiting={line.data ?? []}
          onDone={() => setAdding(false)}
        />
      ) : (
        <Button size="sm" onClick={() => setAdding(true)}>
          {texts.add}
        </Button>
      )}
    </section>
  );
}

type JoinProps = LessonWaitlistProps & {
  waiting: readonly { student_id: number | null; lead_id: number | null }[];
  onDone: () => void;
};

function JoinLessonLine({ lessonId, students, leads, waiting, onDone }: JoinProps) {
  const join = useJoinLessonLine();
  const [who, setWho] = useState('');
  const [makeupId, setMakeupId] = useState('');
  const [kind, rawId] = who.split(':');
  const personId = Number(rawId);
  const studentId = kind === 's' ? personId : null;
  const makeups = useQuery({ ...waitlistQueries.makeups(studentId ?? 0), enabled: studentId !== null });
  const available = (makeups.data ?? []).filter((makeup) => makeup.status === 'available');
  const inLine = new Set(
    waiting.map((entry) => (entry.student_id ? `s:${entry.student_id}` : `l:${entry.lead_id}`)),
  );
  const ready = kind === 'l' || (kind === 's' && makeupId !== '');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    const person =
      kind === 's' ? { student_id: personId, makeup_id: Number(makeupId) } : { lead_id: personId };
    join.mutate({ lesson_id: lessonId, ...person }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={handleSubmit} aria-label={texts.add}>
      <p className={styles.muted}>{texts.lessonHint}</p>
      <SelectField
        label={texts.who}
        value={who}
        onChange={(event) => {
          setWho(event.target.value);
          setMakeupId('');
        }}
        options={[
          { value: '', label: texts.chooseWho },
          ...students
            .filter((student) => student.id > 0 && !inLine.has(`s:${student.id}`))
            .map((student) => ({
              value: `s:${student.id}`,
              label: `${texts.studentsGroup}: ${student.name}`,
            })),
          ...leads
            .filter((lead) => !inLine.has(`l:${lead.id}`))
            .map((lead) => ({ value: `l:${lead.id}`, label: `${texts.leadsGroup}: ${lead.name}` })),
        ]}
      />
      {studentId !== null && makeups.isSuccess && available.length === 0 && (
        <p className={styles.muted}>{texts.noMakeups}</p>
      )}
      {studentId !== null && available.length > 0 && (
        <SelectField
          label={texts.makeup}
          value={makeupId}
          onChange={(event) => setMakeupId(event.target.value)}
          options={[
            { value: '', label: texts.chooseMakeup },
            ...available.map((makeup) => ({
              value: String(makeup.id),
              label: texts.makeupOf(formatDate(makeup.missed.date), makeup.missed.group_name),
            })),
          ]}
        />
      )}
      <Button type="submit" variant="primary" disabled={!ready || join.isPending}>
        {texts.join}
      </Button>
    </form>
  );
}
