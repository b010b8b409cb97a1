import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callApi } from '@/lib/http';
import { renderWithQuery } from '@/test/render-with-query';
import { signInAs } from '@/test/sessions';
import { MakeupsButton } from './components/makeups-button';

// The front desk's make-ups (docs/makeups.md): an excused absence of a pass that makes up gives one; the desk books
// it into a lesson with a free seat from the student's row, and cancels it.

// A demo student with «Абонемент 8 занятий» (2 make-ups), in «Jazz-funk 11–14 лет» (src/contract/demo/people.ts).
const studentName = 'Петрова Виктория';

async function studentWithMakeup() {
  const { students } = await callApi('balances');
  const studentId = students.find((row) => row.student_name === studentName)?.student_id;
  if (studentId === undefined) throw new Error(`No demo student ${studentName}`);
  const week = await callApi('lessonsWhere', { json: { date_from: '2026-03-03', date_to: '2026-03-08' } });
  const missed = week.find((lesson) => lesson.group_name === 'Jazz-funk 11–14 лет');
  if (!missed) throw new Error('No Jazz-funk lesson this week');
  await callApi('attendanceMark', { json: { lesson_id: missed.id, student_id: studentId, mark: 'excused' } });
  return { studentId, missed };
}

describe('make-ups at the front desk', () => {
  it('books an excused absence’s make-up into another lesson, then cancels it', async () => {
    await signInAs('receptionist');
    const { studentId, missed } = await studentWithMakeup();
    const { user } = renderWithQuery(<MakeupsButton studentId={studentId} studentName={studentName} />);

    await user.click(screen.getByRole('button', { name: `Отработки: ${studentName}` }));
    const dialog = await screen.findByRole('dialog', { name: `Отработки: ${studentName}` });
    const missedOn = missed.lesson_date.split('-').reverse().join('.');
    expect(await within(dialog).findByText(`Пропуск ${missedOn}, Jazz-funk 11–14 лет`)).toBeInTheDocument();
    expect(within(dialog).getByText('можно отработать')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: `Записать отработку пропуска ${missedOn}` }));
    const choices = await within(dialog).findByRole('group', { name: 'Занятие для отработки' });
    const [first] = within(choices).getAllByRole('radio');
    if (!first) throw new Error('No lesson offered');
    await user.click(first);
    await user.click(within(dialog).getByRole('button', { name: 'Записать на занятие' }));

    await waitFor(async () => {
      const [makeup] = await callApi('makeupsWhere', { json: { student_id: studentId } });
      expect(makeup?.status).toBe('booked');
    });
    expect(await within(dialog).findByText(/записан на отработку: /)).toBeInTheDocument();

    await user.click(
      within(dialog).getByRole('button', { name: `Отменить запись отработки пропуска ${missedOn}` }),
    );
    await waitFor(async () => {
      const [makeup] = await callApi('makeupsWhere', { json: { student_id: studentId } });
      expect(makeup).toMatchObject({ status: 'available', booking: null });
    });
    expect(await within(dialog).findByText('можно отработать')).toBeInTheDocument();
  });

  it('a student without make-ups says how they come', async () => {
    await signInAs('owner');
    const { students } = await callApi('balances');
    const other = students.find((row) => row.student_name !== studentName);
    if (!other) throw new Error('No other demo student');
    const { user } = renderWithQuery(
      <MakeupsButton studentId={other.student_id} studentName={other.student_name} />,
    );
    await user.click(screen.getByRole('button', { name: `Отработки: ${other.student_name}` }));
    expect(await screen.findByText(/Отработок нет/)).toBeInTheDocument();
  });
});
