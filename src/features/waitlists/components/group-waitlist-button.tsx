import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { useJoinGroupLine } from '../api/use-waitlist-mutations';
import { waitlistQueries } from '../api/waitlist-queries';
import { waitlistTexts as texts } from '../texts';
import { WaitlistLine } from './waitlist-line';

type Person = { id: number; name: string };
type GroupWaitlistButtonProps = { group: Person; students: readonly Person[] };

/**
 * A full group's line on the students page (docs/makeups.md, «Лист ожидания»): who waits, in order, with an offer
 * open or not; a student put in line, or taken out. A group with free seats refuses the line (the server says why).
 */
export function GroupWaitlistButton({ group, students }: GroupWaitlistButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{texts.button}</Button>
      {open && (
        <Dialog open title={texts.title(group.name)} onClose={() => setOpen(false)}>
          <GroupWaitlist group={group} students={students} />
        </Dialog>
      )}
    </>
  );
}

function GroupWaitlist({ group, students }: GroupWaitlistButtonProps) {
  const line = useQuery(waitlistQueries.group(group.id));
  const join = useJoinGroupLine();
  const [studentId, setStudentId] = useState('');
  const waiting = new Set((line.data ?? []).map((entry) => entry.student_id));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (studentId === '') return;
    const chosen = studentId;
    // The line shows the new place before this answer's callback runs, and the next student may be chosen by then:
    // only the choice just put in line is cleared.
    join.mutate(
      { group_id: group.id, student_id: Number(chosen) },
      { onSuccess: () => setStudentId((current) => (current === chosen ? '' : current)) },
    );
  }

  return (
    <>
      <WaitlistLine title={texts.title(group.name)} line={line} />
      <form onSubmit={handleSubmit} aria-label={texts.join}>
        <SelectField
          label={texts.student}
          value={studentId}
          onChange={(event) => setStudentId(event.target.value)}
          options={[
            { value: '', label: texts.chooseStudent },
            ...students
              .filter((student) => student.id > 0 && !waiting.has(student.id))
              .map((student) => ({ value: String(student.id), label: student.name })),
          ]}
        />
        <Button type="submit" variant="primary" disabled={studentId === '' || join.isPending}>
          {texts.join}
        </Button>
      </form>
    </>
  );
}
