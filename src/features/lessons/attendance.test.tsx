import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { serverErrors } from '@/contract';
import { holdResponse } from '@/test/held-response';
import { mockServer } from '../../../mocks/node';
import { openLessonDialog } from './testing/open-lesson-dialog';
import { storedAttendance } from './testing/schedule-api';
import { hipHopStudents } from './testing/schedule-page';

const hipHop = 'Хип-хоп 7–10 лет';
const jazzFunk = 'Jazz-funk 11–14 лет';

async function attendanceOf(groupName: string, role: Parameters<typeof openLessonDialog>[0]) {
  const view = await openLessonDialog(role, groupName);
  const attendance = await screen.findByRole('region', { name: 'Посещаемость занятия' });
  await within(attendance).findAllByRole('checkbox');
  return { ...view, attendance };
}

describe('attendance in the lesson modal', () => {
  it('lists every student of the group, present by default', async () => {
    const { attendance } = await attendanceOf(hipHop, 'receptionist');

    const ticks = within(attendance).getAllByRole('checkbox');
    expect(ticks).toHaveLength(hipHopStudents.length);
    for (const name of hipHopStudents) {
      expect(within(attendance).getByRole('checkbox', { name })).toBeChecked();
    }
    expect(attendance).toHaveTextContent(`Присутствуют ${hipHopStudents.length} из ${hipHopStudents.length}`);
  });

  it('saves a student marked absent on the server', async () => {
    const { user, attendance, lesson } = await attendanceOf(hipHop, 'receptionist');
    const [student = ''] = hipHopStudents;

    await user.click(within(attendance).getByRole('checkbox', { name: student }));

    expect(within(attendance).getByRole('checkbox', { name: student })).not.toBeChecked();
    await waitFor(async () => {
      const stored = (await storedAttendance(lesson.id)).find((record) => record.student_name === student);
      expect(stored).toMatchObject({ is_present: false, marked_at: expect.any(String) });
    });
  });

  it('shows the change at once, and takes it back with a message when the server fails', async () => {
    const held = holdResponse<void>();
    mockServer.use(
      http.post('*/api/attendance/mark', async () => {
        await held.answered;
        return HttpResponse.json({ message: serverErrors.internal }, { status: 500 });
      }),
    );
    const { user, attendance } = await attendanceOf(hipHop, 'owner');
    const [student = ''] = hipHopStudents;

    await user.click(within(attendance).getByRole('checkbox', { name: student }));
    await waitFor(() =>
      expect(within(attendance).getByRole('checkbox', { name: student })).not.toBeChecked(),
    );
    held.release();

    expect(await screen.findByText(serverErrors.internal)).toBeInTheDocument();
    await waitFor(() => expect(within(attendance).getByRole('checkbox', { name: student })).toBeChecked());
  });

  it("lets a teacher mark their own lesson, but only read a colleague's", async () => {
    const own = await attendanceOf(hipHop, 'teacher');
    expect(within(own.attendance).getAllByRole('checkbox')[0]).toBeEnabled();
    own.unmount();

    const colleagues = await attendanceOf(jazzFunk, 'teacher');
    for (const tick of within(colleagues.attendance).getAllByRole('checkbox')) expect(tick).toBeDisabled();
    expect(colleagues.attendance).toHaveTextContent('Посещаемость этого занятия отмечает его преподаватель');
  });

  it('takes no marks on a cancelled lesson', async () => {
    const { user, attendance } = await attendanceOf(hipHop, 'owner');

    await user.click(screen.getByRole('button', { name: 'Отменить занятие' }));

    await waitFor(() => {
      for (const tick of within(attendance).getAllByRole('checkbox')) expect(tick).toBeDisabled();
    });
    expect(attendance).toHaveTextContent('Занятие отменено — посещаемость не отмечается');
  });
});
