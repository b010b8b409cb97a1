import { beforeAll, describe, expect, it } from 'vitest';
import type { TeachersReport } from '../../../src/contract/index.ts';
import { createMoneySchool, type MoneySchool } from '../money/support/money-school.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';

// docs/reports.md, teacher load. A small school counted by hand; the clock's today is 2026-03-02, so a lesson of
// 03-01 or 03-02 is held by its day, a later one only once marked.
//   Хабибуллин (group A): 03-04 60 min Жуков, Ёлкина «был», Ершов «уважительная»
//                         03-05 90 min Жуков «был», Ёлкина «не был»
//                         03-06 60 min cancelled
//                         02-20 60 min Жуков «был»                   (February)
//   Морозова:             03-01 45 min group A, nobody marked
//                         03-04 60 min the other group: Быкова, Абрамов «был»
//   nobody:               03-02 60 min the other group, nobody marked
// March:       held  cancelled  hours  students  present
//   Морозова    2       0        1.75     2         2
//   Хабибуллин  2       1        2.5      2         3
//   nobody      1       0        1        0         0
//   all         5       1        5.25     4         5
const MARCH = { date_from: '2026-03-01', date_to: '2026-03-31' };
const KHABIBULLIN = 'Хабибуллин Артур Ильдарович';
const MOROZOVA = 'Морозова Полина Викторовна';

describe.each(testDialects())('teacher load report on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MoneySchool;
  let otherGroupId: number;

  const report = async (body: Record<string, unknown>, who: 'owner' | 'accountant' = 'owner') => {
    const response = await s.school.as(who).post('/reports/teachers', body);
    expect(response.status, response.text).toBe(200);
    return response.body as TeachersReport;
  };
  const load = (answer: TeachersReport) =>
    answer.rows.map((row) => [
      row.teacher_name,
      row.lessons_held,
      row.lessons_canceled,
      row.hours,
      row.students,
      row.present,
    ]);

  beforeAll(async () => {
    s = await createMoneySchool(t);
    otherGroupId = (
      await t.db
        .selectFrom('groups')
        .select('id')
        .where('school_id', '=', s.school.schoolId)
        .where('id', '!=', s.groupId)
        .executeTakeFirstOrThrow()
    ).id;
    const { zhukov, yolkina, ershov, abramov, elsewhere } = s.students;
    const { secondTeacher } = s.school.ids;
    const lesson = (lesson_date: string, duration_minutes: number, body: Record<string, unknown> = {}) =>
      s.createLesson({ lesson_date, duration_minutes, ...body });

    const first = await lesson('2026-03-04', 60);
    await s.mark(first, zhukov, 'present');
    await s.mark(first, yolkina, 'present');
    await s.mark(first, ershov, 'excused');
    const second = await lesson('2026-03-05', 90);
    await s.mark(second, zhukov, 'present');
    await s.mark(second, yolkina, 'absent');
    const canceled = await lesson('2026-03-06', 60);
    const cancel = await s.school.as('owner').patch(`/lessons/update/${canceled}`, { is_canceled: true });
    expect(cancel.status, cancel.text).toBe(200);
    const february = await lesson('2026-02-20', 60);
    await s.mark(february, zhukov, 'present');

    await lesson('2026-03-01', 45, { teacher_id: secondTeacher });
    const other = await lesson('2026-03-04', 60, { teacher_id: secondTeacher, group_id: otherGroupId });
    await s.mark(other, elsewhere, 'present');
    await s.mark(other, abramov, 'present');
    await lesson('2026-03-02', 60, { teacher_id: null, group_id: otherGroupId });
  });

  it('counts each teacher’s lessons, hours, students and marks as counted by hand', async () => {
    const answer = await report(MARCH, 'accountant');
    expect(answer.rows[0]?.teacher_id).toBe(s.school.ids.secondTeacher);
    expect(load(answer)).toEqual([
      [MOROZOVA, 2, 0, 1.75, 2, 2],
      [KHABIBULLIN, 2, 1, 2.5, 2, 3],
      ['Без преподавателя', 1, 0, 1, 0, 0],
    ]);
    expect(answer.rows[2]?.teacher_id).toBeNull();
    expect(answer.totals).toEqual({
      lessons_held: 5,
      lessons_canceled: 1,
      hours: 5.25,
      students: 4,
      present: 5,
    });
  });

  it('keeps an idle teacher in the school’s report, with nothing', async () => {
    // February: only Хабибуллин's lesson; Морозова is listed with zeros, the teacherless row is not.
    const answer = await report({ date_from: '2026-02-01', date_to: '2026-02-28' });
    expect(load(answer)).toEqual([
      [MOROZOVA, 0, 0, 0, 0, 0],
      [KHABIBULLIN, 1, 0, 1, 1, 1],
    ]);
  });

  it('narrows to the lessons of the filters: a group, or one teacher', async () => {
    const groupA = await report({ ...MARCH, group_id: s.groupId });
    expect(load(groupA)).toEqual([
      [MOROZOVA, 1, 0, 0.75, 0, 0],
      [KHABIBULLIN, 2, 1, 2.5, 2, 3],
    ]);
    // In the other group Хабибуллин taught nothing: a group's report lists only those who taught it.
    const other = await report({ ...MARCH, group_id: otherGroupId });
    expect(load(other)).toEqual([
      [MOROZOVA, 1, 0, 1, 2, 2],
      ['Без преподавателя', 1, 0, 1, 0, 0],
    ]);
    const one = await report({ ...MARCH, teacher_id: s.school.ids.secondTeacher });
    expect(load(one)).toEqual([[MOROZOVA, 2, 0, 1.75, 2, 2]]);
    expect(one.totals).toEqual({
      lessons_held: 2,
      lessons_canceled: 0,
      hours: 1.75,
      students: 2,
      present: 2,
    });
  });

  it('shows nothing of another school', async () => {
    const stranger = await createMoneySchool(t);
    const response = await stranger.school.as('owner').post('/reports/teachers', MARCH);
    expect(response.status).toBe(200);
    const answer = response.body as TeachersReport;
    expect(answer.totals).toEqual({
      lessons_held: 0,
      lessons_canceled: 0,
      hours: 0,
      students: 0,
      present: 0,
    });
    expect(answer.rows.every((row) => row.lessons_held === 0 && row.present === 0)).toBe(true);
    expect(answer.rows.map((row) => row.teacher_id)).not.toContain(s.school.ids.teacher);
  });
});
