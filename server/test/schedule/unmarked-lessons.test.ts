import { beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../../src/contract/index.ts';
import type { ApiAs } from '../support/staff-helpers.ts';
import { useTestApp } from '../support/test-app.ts';
import { MINUTE } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';
import { insertGroup, insertStudent, removeFromGroup, storedLesson } from './support/schedule-rows.ts';
import { createScheduleSchool, type ScheduleSchool } from './support/schedule-school.ts';

// docs/api-schedule.md, «Не отмечены»: the clock stands at Monday 2026-03-02, 12:00 in Moscow (the school's zone).
const YESTERDAY = '2026-03-01';
const TODAY = '2026-03-02';

type Listed = { lesson_id: number; unmarked: number; students: number };

describe.each(testDialects())('past lessons left unmarked on %s', (dialect) => {
  const t = useTestApp(dialect);
  let school: ScheduleSchool;
  let groupId: number;
  let students: number[];

  /** A lesson of the three-student group, by the first teacher unless told otherwise; answers its id. */
  const lessonOf = async (body: Record<string, unknown>, where: ScheduleSchool = school) => {
    const response = await where.as('owner').post('/lessons/create', {
      group_id: groupId,
      lesson_date: YESTERDAY,
      start_time: '17:00',
      duration_minutes: 60,
      teacher_id: where.ids.teacher,
      ...body,
    });
    expect(response.status, response.text).toBe(201);
    return response.body.id as number;
  };
  const mark = async (lessonId: number, studentId: number, mark = 'present') => {
    const response = await school.as('receptionist').post('/attendance/mark', {
      lesson_id: lessonId,
      student_id: studentId,
      mark,
    });
    expect(response.status, response.text).toBe(200);
  };
  const listed = async (who: ApiAs): Promise<Listed[]> => {
    const response = await who.get('/lessons/unmarked');
    expect(response.status, response.text).toBe(200);
    return response.body;
  };
  const ids = (rows: Listed[]) => rows.map((row) => row.lesson_id);

  beforeAll(async () => {
    school = await createScheduleSchool(t);
    groupId = (await insertGroup(t.db, school.schoolId, { name: 'Вальс, взрослые' })).id;
    students = [
      await insertStudent(t.db, school.schoolId, 'Андреева Анна', [groupId]),
      await insertStudent(t.db, school.schoolId, 'Борисов Борис', [groupId]),
      await insertStudent(t.db, school.schoolId, 'Васильева Вера', [groupId]),
    ];
  });

  it('lists yesterday’s lesson with 2 of 3 unmarked, and drops it once the rest are marked', async () => {
    const lessonId = await lessonOf({});
    await mark(lessonId, students[0] ?? 0, 'absent');

    const row = (await listed(school.as('receptionist'))).find((item) => item.lesson_id === lessonId);
    expect(row).toEqual({
      lesson_id: lessonId,
      lesson_date: YESTERDAY,
      start_time: '17:00',
      duration_minutes: 60,
      group_id: groupId,
      group_name: 'Вальс, взрослые',
      teacher_id: school.ids.teacher,
      teacher_name: 'Хабибуллин Артур Ильдарович',
      students: 3,
      unmarked: 2,
    });
    expect(ids(await listed(school.as('owner')))).toContain(lessonId);

    await mark(lessonId, students[1] ?? 0);
    await mark(lessonId, students[2] ?? 0, 'excused');
    expect(ids(await listed(school.as('receptionist')))).not.toContain(lessonId);
  });

  it('counts the roll as the lesson card lists it: a marked student who left the group stays on it', async () => {
    const leaver = await insertStudent(t.db, school.schoolId, 'Григорьев Глеб', [groupId]);
    const lessonId = await lessonOf({ start_time: '19:00' });
    await mark(lessonId, leaver);
    await removeFromGroup(t.db, leaver, groupId);
    const roll = await school.as('owner').post('/attendance/getallwhere', { lesson_id: lessonId });

    const row = (await listed(school.as('owner'))).find((item) => item.lesson_id === lessonId);
    expect(row).toMatchObject({ students: roll.body.length, unmarked: 3 });
    expect(roll.body).toHaveLength(4);
  });

  it('takes a dismissed lesson off the list for good, recording who and when', async () => {
    const lessonId = await lessonOf({ start_time: '10:00' });
    const response = await school.as('receptionist').post(`/lessons/unmarked/dismiss/${lessonId}`);
    expect(response.status, response.text).toBe(200);
    const dismissal = {
      lesson_id: lessonId,
      dismissed_by: school.ids.receptionist,
      dismissed_at: t.clock.now().toISOString(),
    };
    expect(response.body).toEqual(dismissal);
    expect(await storedLesson(t.db, lessonId)).toMatchObject({
      unmarked_dismissed_by: dismissal.dismissed_by,
      unmarked_dismissed_at: dismissal.dismissed_at,
      is_manual: false,
    });
    expect(ids(await listed(school.as('owner')))).not.toContain(lessonId);

    // A second dismissal, later and by someone else, keeps the first.
    t.clock.advance(5 * MINUTE);
    const again = await school.as('owner').post(`/lessons/unmarked/dismiss/${lessonId}`);
    t.clock.advance(-5 * MINUTE);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(dismissal);
  });

  it('never lists a cancelled lesson, one not over yet, one of 31 days ago; lists today’s ended one', async () => {
    const cancelled = await lessonOf({ start_time: '12:00' });
    await school.as('owner').patch(`/lessons/update/${cancelled}`, { is_canceled: true });
    const laterToday = await lessonOf({ lesson_date: TODAY, start_time: '11:30' });
    const tooOld = await lessonOf({ lesson_date: '2026-01-30' });
    const tomorrow = await lessonOf({ lesson_date: '2026-03-03' });
    const endedToday = await lessonOf({ lesson_date: TODAY, start_time: '10:00' });
    const thirtyDaysAgo = await lessonOf({ lesson_date: '2026-01-31' });

    const listedIds = ids(await listed(school.as('receptionist')));
    for (const id of [cancelled, laterToday, tooOld, tomorrow]) expect(listedIds).not.toContain(id);
    expect(listedIds).toEqual(expect.arrayContaining([endedToday, thirtyDaysAgo]));
    // Newest first.
    expect(listedIds.indexOf(endedToday)).toBeLessThan(listedIds.indexOf(thirtyDaysAgo));

    // 11:30 + 60 minutes: on the list the minute it ends by the school's clock.
    t.clock.advance(30 * MINUTE);
    expect(ids(await listed(school.as('receptionist')))).toContain(laterToday);
    t.clock.advance(-30 * MINUTE);
  });

  it('shows a teacher only their own lessons’ flags, and lets only the front desk and the owner dismiss', async () => {
    const own = await lessonOf({ start_time: '08:00' });
    const colleagues = await lessonOf({ start_time: '08:30', teacher_id: school.ids.secondTeacher });
    const nobodys = await lessonOf({ start_time: '09:00', teacher_id: null });

    const teacherSees = ids(await listed(school.as('teacher')));
    expect(teacherSees).toContain(own);
    expect(teacherSees).not.toContain(colleagues);
    expect(teacherSees).not.toContain(nobodys);
    expect(ids(await listed(school.as('secondTeacher')))).toContain(colleagues);
    expect(ids(await listed(school.as('receptionist')))).toEqual(
      expect.arrayContaining([own, colleagues, nobodys]),
    );

    for (const who of ['teacher', 'manager', 'accountant'] as const) {
      const dismissal = await school.as(who).post(`/lessons/unmarked/dismiss/${own}`);
      expect(dismissal.status, who).toBe(403);
      expect(dismissal.body).toEqual({ message: serverErrors.forbidden });
    }
    for (const who of ['manager', 'accountant'] as const)
      expect((await school.as(who).get('/lessons/unmarked')).status, who).toBe(403);
    expect((await storedLesson(t.db, own))?.unmarked_dismissed_at).toBeNull();
  });

  it('never shows another school’s lesson, and answers 404 to dismissing it', async () => {
    const other = await createScheduleSchool(t);
    const otherGroup = (await insertGroup(t.db, other.schoolId)).id;
    await insertStudent(t.db, other.schoolId, 'Ученик другой школы', [otherGroup]);
    const foreign = await lessonOf({ group_id: otherGroup }, other);
    expect(ids(await listed(other.as('receptionist')))).toEqual([foreign]);

    expect(ids(await listed(school.as('owner')))).not.toContain(foreign);
    const response = await school.as('owner').post(`/lessons/unmarked/dismiss/${foreign}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: serverErrors.notFound });
    expect((await storedLesson(t.db, foreign))?.unmarked_dismissed_at).toBeNull();
  });
});
