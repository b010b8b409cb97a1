import { beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../../src/contract/index.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createMakeupSchool, type MakeupSchool } from './support/makeup-school.ts';

// docs/makeups.md, «Сгорание»: the daily job stamps a make-up never booked once its last day is over, and tells the
// family once; a booked one does not expire. The clock starts at 2026-03-02, 12:00 in Moscow.
describe.each(testDialects())('make-ups expiring on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true });
  let s: MakeupSchool;

  beforeAll(async () => {
    s = await createMakeupSchool(t);
  });

  it('the day after its last day, the job expires it and tells the family once; a booked one stays', async () => {
    const template = await s.template({ makeups_allowed: 2, makeup_days: 7 });
    const student = await s.student('Забывчивая Алла', s.groupId);
    const email = 'alla@family.example';
    expect((await s.school.as('owner').put(`/students/${student}`, { email })).status).toBe(200);
    await s.sell(student, template);
    for (const lesson_date of ['2026-03-03', '2026-03-04'])
      await s.mark(await s.lesson({ lesson_date }), student, 'excused');
    const [kept, forgotten] = await s.makeups(student);
    // Missed on 3 March with 7 days: the 10th is its last day. The one of the 4th is booked into the 11th.
    expect([forgotten?.expires_on, kept?.expires_on]).toEqual(['2026-03-10', '2026-03-11']);
    const guestLesson = await s.lesson({ group_id: s.groups.sameStyle, lesson_date: '2026-03-11' });
    const booked = await s.school
      .as('owner')
      .post('/makeups/book', { makeup_id: kept?.id, lesson_id: guestLesson });
    expect(booked.status, booked.text).toBe(200);

    // 10 March, 23:00 in Moscow: still its last day.
    t.clock.set('2026-03-10T20:00:00.000Z');
    await t.runJobs();
    const expiredAt = () =>
      t.db
        .selectFrom('makeups')
        .select(['id', 'expired_at'])
        .where('student_id', '=', student)
        .orderBy('id')
        .execute();
    expect((await expiredAt()).map((row) => row.expired_at)).toEqual([null, null]);

    // 11 March, 00:30 in Moscow: the job finds the first one over, and only it.
    t.clock.set('2026-03-10T21:30:00.000Z');
    const ran = await t.runJobs();
    expect(ran).toContainEqual({ schoolId: s.school.schoolId, job: 'makeup-expiry', day: '2026-03-11' });
    expect((await expiredAt()).map((row) => row.expired_at)).toEqual(['2026-03-10T21:30:00.000Z', null]);
    await s.school.signInAgain();
    expect((await s.makeups(student)).map((m) => m.status)).toEqual(['booked', 'expired']);

    const told = async () =>
      (
        (await s.school.as('owner').post('/messages/getallwhere', { kind: 'makeup_expired' }))
          .body as Message[]
      ).filter((message) => message.recipient === email);
    const [message] = await told();
    expect(message).toMatchObject({ subject: 'Отработка не использована' });
    expect(message?.text).toContain('Забывчивая Алла — пропуск 3 марта можно было отработать по 10 марта.');
    // Next day: nothing new to stamp or to say.
    t.clock.set('2026-03-11T21:30:00.000Z');
    await t.runJobs();
    expect(await told()).toHaveLength(1);
  });
});
