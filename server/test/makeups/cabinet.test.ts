import { beforeAll, describe, expect, it } from 'vitest';
import { type CabinetLesson, type Makeup, serverErrors } from '../../../src/contract/index.ts';
import { signInToCabinet } from '../cabinet/support.ts';
import { api } from '../support/api-client.ts';
import type { ApiAs } from '../support/staff-helpers.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createMakeupSchool, type MakeupSchool } from './support/makeup-school.ts';

// docs/makeups.md, «Из личного кабинета»: a family books its own make-ups, no later than the school's cut-off (2 h),
// and cancels them; the lesson shows in its timetable as a make-up. The clock stands at 2026-03-02, 12:00 Moscow.
describe.each(testDialects())('make-ups in the cabinet on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true });
  let s: MakeupSchool;
  let family: ApiAs;
  let student: number;
  let makeupId: number;

  beforeAll(async () => {
    s = await createMakeupSchool(t);
    const template = await s.template({ makeups_allowed: 1, makeup_days: 14 });
    student = await s.student('Кабинетова Мила', s.groupId);
    const email = 'kabinetova@family.example';
    expect((await s.school.as('owner').put(`/students/${student}`, { email })).status).toBe(200);
    await s.sell(student, template);
    await s.mark(await s.lesson({ lesson_date: '2026-03-03' }), student, 'excused');
    family = api(t.app, await signInToCabinet(t, email));
    const listed = (await family.get('/cabinet/makeups')).body as Makeup[];
    expect(listed.map((makeup) => [makeup.student_id, makeup.status, makeup.expires_on])).toEqual([
      [student, 'available', '2026-03-17'],
    ]);
    makeupId = listed[0]?.id ?? 0;
  });

  it('books a lesson it is offered, sees it as a make-up, and cancels it', async () => {
    const lesson = await s.lesson({ group_id: s.groups.otherStyle, lesson_date: '2026-03-05' });
    const options = (await family.post('/cabinet/makeup-lessons', { makeup_id: makeupId })).body;
    expect(options).toContainEqual(expect.objectContaining({ lesson_id: lesson, group_name: 'Балет, утро' }));
    const booked = await family.post('/cabinet/makeups/book', { makeup_id: makeupId, lesson_id: lesson });
    expect([booked.status, booked.body.status], booked.text).toEqual([200, 'booked']);

    const page = (await family.get(`/cabinet/students/${student}`)).body as { lessons: CabinetLesson[] };
    expect(page.lessons.find((row) => row.lesson_id === lesson)).toMatchObject({
      makeup_id: makeupId,
      can_announce: false,
      group_name: 'Балет, утро',
    });
    const announce = await family.post('/cabinet/absences', { lesson_id: lesson, student_id: student });
    expect([announce.status, announce.body.message]).toEqual([409, serverErrors.makeupGuestExcused]);
    // The desk sees who booked it: nobody of the staff.
    const row = await t.db
      .selectFrom('makeup_bookings')
      .select(['booked_by'])
      .where('makeup_id', '=', makeupId)
      .executeTakeFirstOrThrow();
    expect(row.booked_by).toBeNull();

    const canceled = await family.post('/cabinet/makeups/cancel', { makeup_id: makeupId });
    expect(canceled.body).toMatchObject({ status: 'available', booking: null });
  });

  it('refuses a lesson within the school’s cut-off; the desk may still book it', async () => {
    // Today at 13:30: an hour and a half ahead, inside the 2 hours before it.
    const soon = await s.lesson({
      group_id: s.groups.otherStyle,
      lesson_date: '2026-03-02',
      start_time: '13:30',
    });
    const options = (await family.post('/cabinet/makeup-lessons', { makeup_id: makeupId })).body as {
      lesson_id: number;
    }[];
    expect(options.map((option) => option.lesson_id)).not.toContain(soon);
    const late = await family.post('/cabinet/makeups/book', { makeup_id: makeupId, lesson_id: soon });
    expect([late.status, late.body.message]).toEqual([409, serverErrors.makeupAfterCutoff(120)]);
    const desk = await s.school
      .as('receptionist')
      .post('/makeups/book', { makeup_id: makeupId, lesson_id: soon });
    expect(desk.body.status).toBe('booked');
    const undo = await family.post('/cabinet/makeups/cancel', { makeup_id: makeupId });
    expect([undo.status, undo.body.message]).toEqual([409, serverErrors.makeupAfterCutoff(120)]);
  });

  it('another family’s make-up is not found', async () => {
    const other = await s.student('Чужая Лиза', s.groupId);
    await s.sell(other, await s.template({ makeups_allowed: 1 }));
    await s.mark(await s.lesson({ lesson_date: '2026-03-04' }), other, 'excused');
    const [theirs] = await s.makeups(other);
    for (const [path, body] of [
      ['/cabinet/makeup-lessons', { makeup_id: theirs?.id }],
      ['/cabinet/makeups/book', { makeup_id: theirs?.id, lesson_id: 1 }],
      ['/cabinet/makeups/cancel', { makeup_id: theirs?.id }],
    ] as const) {
      const response = await family.post(path, body);
      expect(response.status, path).toBe(404);
    }
  });
});
