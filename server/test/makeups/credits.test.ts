import { beforeAll, describe, expect, it } from 'vitest';
import { signInToCabinet } from '../cabinet/support.ts';
import { api } from '../support/api-client.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createMakeupSchool, type MakeupSchool } from './support/makeup-school.ts';

// docs/makeups.md, «Начисление»: an excused absence earns a make-up from the pass that would have paid for the lesson,
// within the pass's limit; the clock stands at 2026-03-02, 12:00 in Moscow.
describe.each(testDialects())('make-ups earned on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true });
  let s: MakeupSchool;
  let twoMakeups: number;

  beforeAll(async () => {
    s = await createMakeupSchool(t);
    // 4 visits for 2 000 ₽ over 30 days; two of its excused absences may be made up within 14 days each.
    twoMakeups = await s.template({ makeups_allowed: 2, makeup_days: 14 });
  });

  it('two excused absences earn two make-ups; the third is past the pass’s limit', async () => {
    const pass = await s.sell(s.students.zhukov, twoMakeups);
    const days = ['2026-03-04', '2026-03-06', '2026-03-09'];
    const lessons = [];
    for (const lesson_date of days) lessons.push(await s.lesson({ lesson_date }));
    for (const lesson of lessons) await s.mark(lesson, s.students.zhukov, 'excused');

    const makeups = await s.makeups(s.students.zhukov);
    // The latest missed first: 6 and 4 March, each good for 14 days after it (20 and 18 March).
    expect(makeups.map((m) => [m.missed.date, m.expires_on, m.status, m.subscription_id])).toEqual([
      ['2026-03-06', '2026-03-20', 'available', pass.id],
      ['2026-03-04', '2026-03-18', 'available', pass.id],
    ]);
    expect(makeups[1]).toMatchObject({
      sub_name: 'Абонемент 4 занятия',
      same_style: false,
      booking: null,
      missed: { lesson_id: lessons[0], start_time: '17:00', style_name: 'Хип-хоп' },
    });
    // An excused absence charges nothing: all 4 visits are still on the pass.
    expect((await s.subscription(pass.id)).remaining_visits).toBe(4);
  });

  it('a mark changed from excused takes its make-up back; the same mark twice earns one', async () => {
    const pass = await s.sell(s.students.yolkina, twoMakeups);
    const lesson = await s.lesson({ lesson_date: '2026-03-05' });
    await s.mark(lesson, s.students.yolkina, 'excused');
    await s.mark(lesson, s.students.yolkina, 'excused');
    expect(await s.makeups(s.students.yolkina)).toHaveLength(1);

    await s.mark(lesson, s.students.yolkina, 'present');
    expect(await s.makeups(s.students.yolkina)).toEqual([]);
    // The make-up it had is voided, not deleted: it no longer counts against the pass, so excused again earns anew.
    const stored = await t.db
      .selectFrom('makeups')
      .select(['void_reason'])
      .where('student_id', '=', s.students.yolkina)
      .execute();
    expect(stored).toEqual([{ void_reason: 'mark_changed' }]);
    await s.mark(lesson, s.students.yolkina, 'excused');
    const again = await s.makeups(s.students.yolkina);
    expect(again.map((m) => [m.missed.date, m.subscription_id, m.status])).toEqual([
      ['2026-03-05', pass.id, 'available'],
    ]);
  });

  it('a pass without make-up terms, and no pass at all, earn nothing', async () => {
    const plain = await s.template({ name: 'Без отработок' });
    await s.sell(s.students.ershov, plain);
    const lesson = await s.lesson({ lesson_date: '2026-03-10' });
    await s.mark(lesson, s.students.ershov, 'excused');
    await s.mark(lesson, s.students.abramovToo, 'excused');
    expect(await s.makeups(s.students.ershov)).toEqual([]);
    expect(await s.makeups(s.students.abramovToo)).toEqual([]);
  });

  it('a cancelled missed lesson voids its make-up; restored, the lesson earns it again', async () => {
    await s.sell(s.students.abramov, twoMakeups);
    const lesson = await s.lesson({ lesson_date: '2026-03-11' });
    await s.mark(lesson, s.students.abramov, 'excused');
    const [earned] = await s.makeups(s.students.abramov);
    const owner = s.school.as('owner');
    expect((await owner.patch(`/lessons/update/${lesson}`, { is_canceled: true })).status).toBe(200);
    expect(await s.makeups(s.students.abramov)).toEqual([]);
    expect((await owner.patch(`/lessons/update/${lesson}`, { is_canceled: false })).status).toBe(200);
    const [again] = await s.makeups(s.students.abramov);
    expect(again).toMatchObject({ missed: { date: '2026-03-11' }, status: 'available' });
    expect(again?.id).not.toBe(earned?.id);
  });

  it('«не придём» from the cabinet before the cut-off earns one; its undo takes it back', async () => {
    const student = await s.student('Ковалёва Дарья', s.groupId);
    const email = 'kovaleva@family.example';
    expect((await s.school.as('owner').put(`/students/${student}`, { email })).status).toBe(200);
    await s.sell(student, twoMakeups);
    const lesson = await s.lesson({ lesson_date: '2026-03-12' });
    const family = api(t.app, await signInToCabinet(t, email));
    const body = { lesson_id: lesson, student_id: student };
    expect((await family.post('/cabinet/absences', body)).status).toBe(200);
    expect((await s.makeups(student)).map((m) => [m.missed.date, m.expires_on])).toEqual([
      ['2026-03-12', '2026-03-26'],
    ]);
    expect((await family.post('/cabinet/absences/undo', body)).status).toBe(200);
    expect(await s.makeups(student)).toEqual([]);
  });

  it('another school’s student lists nothing', async () => {
    const response = await s.school.as('owner').post('/makeups/getallwhere', { student_id: 1 });
    expect([response.status, response.body]).toEqual([200, []]);
  });

  it('a make-up unused past its last day is expired', async () => {
    const student = await s.student('Сорокина Алина', s.groupId);
    await s.sell(student, twoMakeups);
    const lesson = await s.lesson({ lesson_date: '2026-03-03' });
    await s.mark(lesson, student, 'excused');
    // Missed on 3 March with 14 days: the 17th is its last day, the 18th finds it expired.
    t.clock.set('2026-03-17T20:00:00.000Z');
    expect((await s.makeups(student)).map((m) => m.status)).toEqual(['available']);
    t.clock.set('2026-03-17T21:00:00.000Z');
    await s.school.signInAgain();
    expect((await s.makeups(student)).map((m) => m.status)).toEqual(['expired']);
  });
});
