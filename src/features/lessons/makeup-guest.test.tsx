import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callApi } from '@/lib/http';
import { renderWithQuery } from '@/test/render-with-query';
import { signInAs } from '@/test/sessions';
import { AttendanceList } from './components/attendance-list';

// A make-up guest on the roll (docs/makeups.md): named as such beside the name, marked like anyone.

const studentName = 'Петрова Виктория';

describe('a make-up guest on the roll', () => {
  it('shows «отработка» beside the guest, and takes the mark', async () => {
    await signInAs('receptionist');
    const { students } = await callApi('balances');
    const studentId = students.find((row) => row.student_name === studentName)?.student_id ?? 0;
    const week = await callApi('lessonsWhere', { json: { date_from: '2026-03-03', date_to: '2026-03-08' } });
    const missed = week.find((lesson) => lesson.group_name === 'Jazz-funk 11–14 лет');
    if (!missed) throw new Error('No Jazz-funk lesson this week');
    await callApi('attendanceMark', {
      json: { lesson_id: missed.id, student_id: studentId, mark: 'excused' },
    });
    const [makeup] = await callApi('makeupsWhere', { json: { student_id: studentId } });
    const [option] = await callApi('makeupOptions', { json: { makeup_id: makeup?.id ?? 0 } });
    if (!makeup || !option) throw new Error('No make-up to book');
    await callApi('makeupBook', { json: { makeup_id: makeup.id, lesson_id: option.lesson_id } });

    const { user } = renderWithQuery(
      <AttendanceList lessonId={option.lesson_id} editable readOnlyNote={null} />,
    );
    const marks = await screen.findByRole('radiogroup', { name: `Отметка: ${studentName}` });
    const row = marks.closest('li') as HTMLElement;
    expect(within(row).getByText('отработка')).toBeInTheDocument();
    await user.click(within(marks).getByRole('radio', { name: 'Был' }));
    await waitFor(async () => {
      const [after] = await callApi('makeupsWhere', { json: { student_id: studentId } });
      expect(after?.status).toBe('used');
    });
  });
});
