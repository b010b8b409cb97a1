import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { serverErrors } from '@/contract';
import { holdResponse } from '@/test/held-response';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';
import { openLessonDialog } from './testing/open-lesson-dialog';
import { nextWeekLesson, storedAttendance } from './testing/schedule-api';
import { hipHopStudents } from './testing/schedule-page';

const hipHop = 'Хип-хоп 7–10 лет';
const jazzFunk = 'Jazz-funk 11–14 лет';

async function attendanceOf(groupName: string, role: Parameters<typeof openLessonDialog>[0]) {
  const view = await openLessonDialog(role, groupName);
  const attendance = await screen.findByRole('region', { name: 'Посещаемость занятия' });
  await within(attendance).findAllByRole('radiogroup');
  return { ...view, attendance };
}

/** The radio of one mark of one student: «Был», «Не был» or «Уваж.». */
const markOf = (attendance: HTMLElement, student: string, mark: string) =>
  within(within(attendance).getByRole('radiogroup', { name: `Отметка: ${student}` })).getByRole('radio', {
    name: mark,
  });

describe('attendance in the lesson modal', () => {
  it('lists every student of the group unmarked, counted present as the spec says', async () => {
    const { attendance } = await attendanceOf(hipHop, 'receptionist');

    expect(within(attendance).getAllByRole('radiogroup')).toHaveLength(hipHopStudents.length);
    for (const name of hipHopStudents) {
      for (const mark of ['Был', 'Не был', 'Уваж.']) expect(markOf(attendance, name, mark)).not.toBeChecked();
    }
    expect(attendance).toHaveTextContent(`Присутствуют ${hipHopStudents.length} из ${hipHopStudents.length}`);
    expect(attendance).toHaveTextContent(`не отмечено ${hipHopStudents.length}`);
  });

  it('saves a student marked absent on the server, and charges the visit', async () => {
    const { user, attendance, lesson } = await attendanceOf(hipHop, 'receptionist');
    const [student = ''] = hipHopStudents;

    await user.click(markOf(attendance, student, 'Не был'));

    expect(markOf(attendance, student, 'Не был')).toBeChecked();
    await waitFor(async () => {
      const stored = (await storedAttendance(lesson.id)).find((record) => record.student_name === student);
      expect(stored).toMatchObject({ is_present: false, mark: 'absent', marked_at: expect.any(String) });
    });
  });

  it('marks everyone not yet marked present with one button, and takes a mark back', async () => {
    const { user, attendance, lesson } = await attendanceOf(hipHop, 'owner');
    const [first = '', second = ''] = hipHopStudents;
    await user.click(markOf(attendance, first, 'Уваж.'));
    await waitFor(() => expect(markOf(attendance, first, 'Уваж.')).toBeChecked());

    await user.click(within(attendance).getByRole('button', { name: 'Все присутствовали' }));

    await waitFor(() => expect(markOf(attendance, second, 'Был')).toBeChecked());
    expect(markOf(attendance, first, 'Уваж.')).toBeChecked();
    expect(within(attendance).queryByRole('button', { name: 'Все присутствовали' })).not.toBeInTheDocument();

    await user.click(within(attendance).getByRole('button', { name: `Снять отметку: ${second}` }));
    await waitFor(async () => {
      const stored = (await storedAttendance(lesson.id)).find((record) => record.student_name === second);
      expect(stored).toMatchObject({ mark: null, marked_at: null });
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

    await user.click(markOf(attendance, student, 'Не был'));
    await waitFor(() => expect(markOf(attendance, student, 'Не был')).toBeChecked());
    held.release();

    expect(await screen.findByText(serverErrors.internal)).toBeInTheDocument();
    await waitFor(() => expect(markOf(attendance, student, 'Не был')).not.toBeChecked());
  });

  it('says beside the excused mark that the family sent «не придём» from the cabinet, until the desk re-marks', async () => {
    const [student = '', other = ''] = hipHopStudents;
    await signInAs('receptionist');
    const lesson = await nextWeekLesson(hipHop);
    const records = await storedAttendance(lesson.id);
    // The family's own «не придём» (docs/cabinet.md): the roll reads it once, as the server would answer it.
    mockServer.use(
      http.post(
        '*/api/attendance/getallwhere',
        () =>
          HttpResponse.json(
            records.map((record) =>
              record.student_name === student
                ? {
                    ...record,
                    mark: 'excused',
                    is_present: false,
                    marked_at: '2026-03-02T09:00:00.000Z',
                    announced: true,
                  }
                : record,
            ),
          ),
        { once: true },
      ),
    );
    const { user, attendance } = await attendanceOf(hipHop, 'receptionist');
    const rowOf = (name: string) =>
      within(attendance)
        .getByRole('radiogroup', { name: `Отметка: ${name}` })
        .closest('li') as HTMLElement;

    expect(markOf(attendance, student, 'Уваж.')).toBeChecked();
    expect(within(rowOf(student)).getByText('Сообщили из кабинета')).toBeInTheDocument();
    expect(within(rowOf(other)).queryByText('Сообщили из кабинета')).not.toBeInTheDocument();

    // The child came after all: the desk's mark replaces the family's.
    await user.click(markOf(attendance, student, 'Был'));

    await waitFor(() => expect(markOf(attendance, student, 'Был')).toBeChecked());
    expect(within(rowOf(student)).queryByText('Сообщили из кабинета')).not.toBeInTheDocument();
  });

  it("lets a teacher mark their own lesson, but only read a colleague's", async () => {
    const own = await attendanceOf(hipHop, 'teacher');
    expect(within(own.attendance).getAllByRole('radio')[0]).toBeEnabled();
    own.unmount();

    const colleagues = await attendanceOf(jazzFunk, 'teacher');
    for (const radio of within(colleagues.attendance).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(colleagues.attendance).toHaveTextContent('Посещаемость этого занятия отмечает его преподаватель');
  });

  it('takes no marks on a cancelled lesson', async () => {
    const { user, attendance } = await attendanceOf(hipHop, 'owner');

    await user.click(screen.getByRole('button', { name: 'Отменить занятие' }));

    await waitFor(() => {
      for (const radio of within(attendance).getAllByRole('radio')) expect(radio).toBeDisabled();
    });
    expect(attendance).toHaveTextContent('Занятие отменено — посещаемость не отмечается');
  });
});
