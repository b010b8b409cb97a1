import { beforeAll, describe, expect, it } from 'vitest';
import type { RetentionReport } from '../../../src/contract/index.ts';
import { createMoneySchool, type MoneySchool } from '../money/support/money-school.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';

// docs/reports.md, retention. A small school counted by hand; the clock's today is 2026-03-02. A student is active
// in a month with a «был» on a lesson that was not cancelled. Group A unless said otherwise:
//   2025-11-20  Жуков, Ёлкина                        (before the period)
//   2025-12-10  Жуков, Ершов; Ёлкина «не был»
//   2026-01-15  Жуков, Абрамов; Ершов «не был»
//   2026-01-20  Быкова (the other group)
//   2026-02-05  Ёлкина, Абрамов; Жуков «уважительная»
//   2026-02-12  Жуков — then the lesson is cancelled, so it does not count
//   2026-03-04  Жуков, Ершов (marked ahead); Быкова the same day in the other group
// Active months: Жуков 11, 12, 1, 3 · Ёлкина 11, 2 · Ершов 12, 3 · Абрамов 1, 2 · Быкова 1, 3.
//            active new stayed returned left  (left: active the month before, not in this one)
//   Dec        2     1    1       0      1    (Ёлкина)
//   Jan        3     2    1       0      1    (Ершов)
//   Feb        2     0    1       1      2    (Жуков, Быкова)
//   Mar        3     0    0       3      2    (Ёлкина, Абрамов)
const PERIOD = { date_from: '2025-12-01', date_to: '2026-03-31' };

describe.each(testDialects())('retention report on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MoneySchool;
  let otherGroupId: number;

  const report = async (body: Record<string, unknown>, who: 'owner' | 'accountant' = 'owner') => {
    const response = await s.school.as(who).post('/reports/retention', body);
    expect(response.status, response.text).toBe(200);
    return response.body as RetentionReport;
  };

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
    const lesson = (lesson_date: string, group_id = s.groupId) => s.createLesson({ lesson_date, group_id });
    const marks: [string, number, string][] = [];
    const on = async (date: string, list: [number, string][], group?: number) => {
      const id = await lesson(date, group);
      for (const [student, mark] of list) await s.mark(id, student, mark);
      marks.push(...list.map(([student, mark]) => [date, student, mark] as [string, number, string]));
      return id;
    };
    await on('2025-11-20', [
      [zhukov, 'present'],
      [yolkina, 'present'],
    ]);
    await on('2025-12-10', [
      [zhukov, 'present'],
      [ershov, 'present'],
      [yolkina, 'absent'],
    ]);
    await on('2026-01-15', [
      [zhukov, 'present'],
      [abramov, 'present'],
      [ershov, 'absent'],
    ]);
    await on('2026-01-20', [[elsewhere, 'present']], otherGroupId);
    await on('2026-02-05', [
      [yolkina, 'present'],
      [abramov, 'present'],
      [zhukov, 'excused'],
    ]);
    const canceled = await on('2026-02-12', [[zhukov, 'present']]);
    const cancel = await s.school.as('owner').patch(`/lessons/update/${canceled}`, { is_canceled: true });
    expect(cancel.status, cancel.text).toBe(200);
    await on('2026-03-04', [
      [zhukov, 'present'],
      [ershov, 'present'],
    ]);
    await on('2026-03-04', [[elsewhere, 'present']], otherGroupId);
  });

  it('counts each month’s active, new, stayed, returned and left students as counted by hand', async () => {
    const answer = await report(PERIOD, 'accountant');
    expect(answer.months).toEqual([
      { month: '2025-12-01', active: 2, new: 1, stayed: 1, returned: 0, left: 1, retention_rate: 0.5 },
      { month: '2026-01-01', active: 3, new: 2, stayed: 1, returned: 0, left: 1, retention_rate: 0.5 },
      { month: '2026-02-01', active: 2, new: 0, stayed: 1, returned: 1, left: 2, retention_rate: 1 / 3 },
      { month: '2026-03-01', active: 3, new: 0, stayed: 0, returned: 3, left: 2, retention_rate: 0 },
    ]);
    // Five different students were active from December to March; the rest are the months' sums.
    expect(answer.totals).toEqual({ active: 5, new: 3, returned: 4, left: 6 });
  });

  it('takes months whole and stops at this month: later months have no visits yet', async () => {
    const answer = await report({ date_from: '2026-02-10', date_to: '2026-06-30' });
    expect(answer.months.map((month) => [month.month, month.active, month.left])).toEqual([
      ['2026-02-01', 2, 2],
      ['2026-03-01', 3, 2],
    ]);
    expect(answer.totals).toEqual({ active: 5, new: 0, returned: 4, left: 4 });
    const ahead = await report({ date_from: '2026-05-01', date_to: '2026-05-31' });
    expect(ahead).toMatchObject({ months: [], totals: { active: 0, new: 0, returned: 0, left: 0 } });
  });

  it('counts only the lessons of the filters: group A without Быкова', async () => {
    // Jan: Жуков, Абрамов (new); Feb: Жуков left; Mar: Жуков and Ершов back, Ёлкина and Абрамов left.
    const answer = await report({ ...PERIOD, group_id: s.groupId });
    expect(
      answer.months.map(({ active, new: arrived, stayed, returned, left }) => [
        active,
        arrived,
        stayed,
        returned,
        left,
      ]),
    ).toEqual([
      [2, 1, 1, 0, 1],
      [2, 1, 1, 0, 1],
      [2, 0, 1, 1, 1],
      [2, 0, 0, 2, 2],
    ]);
    expect(answer.totals).toEqual({ active: 4, new: 2, returned: 3, left: 5 });
    const byTeacher = await report({ ...PERIOD, teacher_id: s.school.ids.secondTeacher });
    expect(byTeacher.totals).toEqual({ active: 0, new: 0, returned: 0, left: 0 });
  });

  it('shows nothing of another school', async () => {
    const stranger = await createMoneySchool(t);
    const response = await stranger.school.as('owner').post('/reports/retention', PERIOD);
    expect(response.status).toBe(200);
    const answer = response.body as RetentionReport;
    expect(answer.totals).toEqual({ active: 0, new: 0, returned: 0, left: 0 });
    expect(answer.months.every((month) => month.active === 0 && month.left === 0)).toBe(true);
  });
});
