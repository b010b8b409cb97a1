import { expect } from 'vitest';
import { type AttendanceRecord, apiPath, type Lesson } from '@/contract';
import type { ApiClient } from '../api-client';
import { expectAnswer } from '../expectations';
import { graciaOwner } from '../seed-data';
import type { ContractCases } from './contract-case';
import { DAY_MS, generate, lessonOn, lessonsOfEntry, listLessons, markAttendance } from './schedule-requests';
import { artur, generatedLesson, plannedLesson, polina, seededEntry } from './schedule-seed';
import { loginAs } from './sign-in';

// Хип-хоп on Mondays at 17:00. The demo seed (Monday 2026-03-02) created it with its nine lessons,
// 2026-03-02 to 2026-04-27. A week later (today = 2026-03-09) one is in the past, one is cancelled by hand
// and one has attendance marked: only the other six are still untouched.

const hipHopMonday = seededEntry('Хип-хоп 7–10 лет', 1);

type Touched = { past: Lesson; canceled: Lesson; marked: Lesson };

async function touchEntryOne(api: ApiClient): Promise<Touched> {
  await loginAs(api, graciaOwner);
  api.advanceClock(7 * DAY_MS);

  const past = await lessonOn(api, hipHopMonday.id, '2026-03-02');
  const canceled = await lessonOn(api, hipHopMonday.id, '2026-03-16');
  const cancel = await api.request('PATCH', apiPath('lessonUpdate', { id: canceled.id }), {
    is_canceled: true,
  });
  expect(cancel.status).toBe(200);
  const marked = await lessonOn(api, hipHopMonday.id, '2026-03-23');
  const attendance = await api.request('POST', apiPath('attendanceWhere'), { lesson_id: marked.id });
  const [student] = attendance.body as AttendanceRecord[];
  if (!student) throw new Error('The demo group has no students');
  expect((await markAttendance(api, marked.id, student.student_id, false)).status).toBe(200);
  return { past, canceled: { ...canceled, is_canceled: true }, marked };
}

export const reshapingCases: ContractCases = {
  'moving an entry moves its untouched coming lessons and keeps the rest': async (api) => {
    const { past, canceled, marked } = await touchEntryOne(api);

    const idsBefore = (await listLessons(api)).map(({ id }) => id);
    const move = { weekday: 5, start_time: '16:00' };
    const movedEntry = { ...hipHopMonday, ...move };
    expectAnswer(
      await api.request('PATCH', apiPath('scheduleUpdate', { id: hipHopMonday.id }), move),
      200,
      movedEntry,
    );

    // Fridays from today to the end of April, planned by the update itself as new lessons.
    const fridays = [
      '2026-03-13',
      '2026-03-20',
      '2026-03-27',
      '2026-04-03',
      '2026-04-10',
      '2026-04-17',
      '2026-04-24',
    ];
    const [m13, m20, m27, ...april] = fridays.map((date) => ({
      ...plannedLesson(hipHopMonday, date),
      id: expect.any(Number),
      start_time: '16:00',
    }));
    const lessons = await lessonsOfEntry(api, hipHopMonday.id);
    expect(lessons).toEqual([past, m13, canceled, m20, marked, m27, ...april]);
    // The Fridays are new lessons, not the Mondays' moved.
    const newIds = lessons
      .map(({ id }) => id)
      .filter((id) => ![past.id, canceled.id, marked.id].includes(id));
    expect(newIds.filter((id) => idsBefore.includes(id))).toEqual([]);
    expect(await generate(api)).toEqual({ created: 0, date_from: '2026-03-09', date_to: '2026-04-30' });
  },

  'a new teacher of an entry takes over its coming lessons': async (api) => {
    await loginAs(api, graciaOwner);
    const hipHopWednesday = seededEntry('Хип-хоп 7–10 лет', 3);
    const lessonsBefore = (await listLessons(api)).length;
    const wednesdays = (await lessonsOfEntry(api, hipHopWednesday.id)).map((lesson) => lesson.lesson_date);
    expect(wednesdays).toHaveLength(9);

    const change = await api.request('PATCH', apiPath('scheduleUpdate', { id: hipHopWednesday.id }), {
      teacher_id: polina.id,
    });
    expect(change.status).toBe(200);

    const taught = { teacher_id: polina.id, teacher_name: polina.profile.full_name };
    const regenerated = wednesdays.map((date) => ({
      ...plannedLesson(hipHopWednesday, date),
      id: expect.any(Number),
      ...taught,
    }));
    expect(await lessonsOfEntry(api, hipHopWednesday.id)).toEqual(regenerated);
    expect(await listLessons(api)).toHaveLength(lessonsBefore);
  },

  'deleting an entry removes its untouched coming lessons; the rest stay as one-off lessons': async (api) => {
    const { past, canceled, marked } = await touchEntryOne(api);
    const lessonsBefore = (await listLessons(api)).length;

    const { id } = hipHopMonday;
    expectAnswer(await api.request('DELETE', apiPath('scheduleDelete', { id })), 200, { id });

    const lessons = await listLessons(api);
    expect(lessons.filter((lesson) => lesson.schedule_id === null)).toEqual(
      [past, canceled, marked].map((lesson) => ({ ...lesson, schedule_id: null })),
    );
    expect(lessons.some((lesson) => lesson.schedule_id === id)).toBe(false);
    expect(lessons).toHaveLength(lessonsBefore - 6);
    expect(await generate(api)).toEqual({ created: 0, date_from: '2026-03-09', date_to: '2026-04-30' });
  },

  'a removed teacher leaves the timetable and the lessons without a teacher': async (api) => {
    await loginAs(api, graciaOwner);

    expectAnswer(await api.request('DELETE', apiPath('userDelete', { id: artur.id })), 200, { id: artur.id });

    const untaught = { teacher_id: null, teacher_name: null };
    expect(hipHopMonday.teacher_id).toBe(artur.id);
    expectAnswer(await api.request('GET', apiPath('schedule', { id: hipHopMonday.id })), 200, {
      ...hipHopMonday,
      ...untaught,
    });
    const bachataMonday = seededEntry('Бачата для начинающих', 1);
    expect(bachataMonday.teacher_id).toBe(artur.id);
    expect((await lessonsOfEntry(api, bachataMonday.id)).map((lesson) => lesson.teacher_id)).toEqual(
      Array(9).fill(null),
    );
    const first = await lessonOn(api, hipHopMonday.id, '2026-03-02');
    const seeded = generatedLesson(first.id, hipHopMonday, '2026-03-02');
    expect(first).toEqual({ ...seeded, ...untaught });
    const detail = await api.request('GET', apiPath('lesson', { id: first.id }));
    expectAnswer(detail, 200, { ...seeded, ...untaught, teacher_phone: null });
  },
};
