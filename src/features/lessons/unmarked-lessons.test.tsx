import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/contract';
import { callApi } from '@/lib/http';
import { renderWithQuery } from '@/test/render-with-query';
import { signInAs } from '@/test/sessions';
import { UnmarkedLessonsNotice } from './components/unmarked-lessons-notice';
import { createLesson, currentViewer, nextWeekLesson, studentGroupId } from './testing/schedule-api';
import { hipHopStudents } from './testing/schedule-page';

// The mock host's clock stands at Monday 2026-03-02, 12:00 in Moscow; the demo timetable's lessons begin that day,
// so every past lesson here is one the test makes (as the front desk would enter one afterwards).
const hipHop = 'Хип-хоп 7–10 лет';
const jazzFunk = 'Jazz-funk 11–14 лет';
const all = hipHopStudents.length;

/** A past lesson of the hip-hop group, taught by the teacher of `teachersGroup`'s lessons. */
async function pastLesson(lesson_date: string, start_time: string, teachersGroup = hipHop) {
  const { teacher_id } = await nextWeekLesson(teachersGroup);
  const group_id = await studentGroupId(hipHop);
  return createLesson({ group_id, lesson_date, start_time, duration_minutes: 60, teacher_id });
}

async function showNotice(role: Role) {
  await signInAs(role);
  const viewer = await currentViewer();
  return renderWithQuery(<UnmarkedLessonsNotice schoolId={viewer.school_id ?? 0} viewer={viewer} />);
}

const list = () => screen.findByRole('list', { name: 'Прошедшие занятия без отметок' });
const rowOf = async (text: string) => {
  const row = (await within(await list()).findAllByRole('listitem')).find((item) =>
    item.textContent?.includes(text),
  );
  if (!row) throw new Error(`No row «${text}»`);
  return row;
};

describe('past lessons left unmarked on «Сегодня»', { timeout: 60_000 }, () => {
  it('lists them for the front desk, opens the lesson card to mark, and takes them off once marked or hidden', async () => {
    await signInAs('receptionist');
    await pastLesson('2026-02-28', '11:00');
    await pastLesson('2026-03-01', '17:00');
    const { user } = await showNotice('receptionist');

    expect(await screen.findByRole('heading', { name: 'Не отмечены прошедшие занятия: 2' })).toBeVisible();
    const rows = within(await list()).getAllByRole('listitem');
    // Newest first, each with its day, time, group, teacher and how many are unmarked.
    expect(rows[0]).toHaveTextContent(/1 марта, вс · 17:00–18:00/);
    expect(rows[0]).toHaveTextContent(hipHop);
    expect(rows[0]).toHaveTextContent('Хабибуллин');
    expect(rows[0]).toHaveTextContent(`не отмечено ${all} из ${all}`);
    expect(rows[1]).toHaveTextContent(/28 февраля, сб · 11:00–12:00/);

    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: /^Открыть/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Занятие' });
    const attendance = await within(dialog).findByRole('region', { name: 'Посещаемость занятия' });
    await within(attendance).findAllByRole('radiogroup');
    await user.click(within(attendance).getByRole('button', { name: 'Все присутствовали' }));

    // The whole roll marked: the lesson leaves the list by itself, and the card stays open.
    expect(await screen.findByRole('heading', { name: 'Не отмечены прошедшие занятия: 1' })).toBeVisible();
    expect(dialog).toBeVisible();
    await user.keyboard('{Escape}');

    // «Скрыть» from the keyboard: the last one goes, and the server does not list it again.
    const hide = within(await rowOf('28 февраля')).getByRole('button', { name: /^Скрыть/ });
    hide.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Не отмечены/ })).toBeNull());
    expect(await callApi('lessonsUnmarked')).toEqual([]);
  });

  it('counts the roll as marked so far and moves the keyboard to the next row when one is hidden', async () => {
    await signInAs('owner');
    const lesson = await pastLesson('2026-03-01', '17:00');
    await pastLesson('2026-03-01', '10:00');
    const [first] = hipHopStudents;
    const record = (await callApi('attendanceWhere', { json: { lesson_id: lesson.id } })).find(
      (row) => row.student_name === first,
    );
    await callApi('attendanceMark', {
      json: { lesson_id: lesson.id, student_id: record?.student_id ?? 0, mark: 'absent' },
    });
    const { user } = await showNotice('owner');

    const marked = await rowOf('17:00');
    expect(marked).toHaveTextContent(`не отмечено ${all - 1} из ${all}`);
    within(marked)
      .getByRole('button', { name: /^Скрыть/ })
      .focus();
    await user.keyboard('{Enter}');

    const next = within(await rowOf('10:00')).getByRole('button', { name: /^Скрыть/ });
    expect(next).toHaveFocus();
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
  });

  it('shows a teacher only their own lessons, without «Скрыть»; nothing to whom it is not for', async () => {
    await signInAs('owner');
    await pastLesson('2026-03-01', '17:00');
    await pastLesson('2026-03-01', '18:00', jazzFunk);
    const teacher = await showNotice('teacher');

    const row = await rowOf('17:00');
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
    expect(row).toHaveTextContent('моё занятие');
    expect(within(row).getByRole('button', { name: /^Открыть/ })).toBeVisible();
    expect(within(row).queryByRole('button', { name: /^Скрыть/ })).toBeNull();
    teacher.unmount();

    await showNotice('accountant');
    // Nothing is asked or shown: give a stray request the time to arrive, then look.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('heading', { name: /Не отмечены/ })).toBeNull();
  });
});
