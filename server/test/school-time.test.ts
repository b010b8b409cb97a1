import { describe, expect, it } from 'vitest';
import { serverErrors } from '../../src/contract/index.ts';
import { createMoneySchool } from './money/support/money-school.ts';
import { useTestApp } from './support/test-app.ts';
import { testDialects } from './support/test-database.ts';

// docs/time.md: a school lives in its own zone. At 15:30 UTC on 2 March it is already 01:30 on 3 March in
// Vladivostok (UTC+10) and still 18:30 on 2 March in Moscow: each school's "today" is its own.
const VLADIVOSTOK_NIGHT = '2026-03-02T15:30:00.000Z';

describe.each(testDialects())('a school in its own time zone on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('keeps the zone its owner picks, and refuses a zone that does not exist', async () => {
    const s = await createMoneySchool(t);
    const owner = s.school.as('owner');
    const school = await owner.get(`/schools/getoneschool/${s.school.schoolId}`);
    expect(school.body.TimeZone).toBe('Europe/Moscow');
    const bad = await owner.patch(`/schools/update/${s.school.schoolId}`, { TimeZone: 'Mars/Olympus' });
    expect([bad.status, bad.body.message]).toEqual([
      400,
      'Неизвестный часовой пояс: выберите город из списка',
    ]);
    const moved = await owner.patch(`/schools/update/${s.school.schoolId}`, { TimeZone: 'Asia/Vladivostok' });
    expect([moved.status, moved.body.TimeZone]).toEqual([200, 'Asia/Vladivostok']);
    expect((await owner.get('/auth/check')).body.time_zone).toBe('Asia/Vladivostok');
    // A teacher's session reads the zone of their school too.
    expect((await s.school.as('teacher').get('/auth/check')).body.time_zone).toBe('Asia/Vladivostok');
    // Only the owner edits the card.
    const teacher = await s.school
      .as('teacher')
      .patch(`/schools/update/${s.school.schoolId}`, { TimeZone: 'UTC' });
    expect(teacher.status).toBe(403);
  });

  it('sells, freezes and closes by the school day, not the host day', async () => {
    const vladivostok = await createMoneySchool(t);
    const moscow = await createMoneySchool(t);
    const owner = vladivostok.school.as('owner');
    await owner.patch(`/schools/update/${vladivostok.school.schoolId}`, { TimeZone: 'Asia/Vladivostok' });
    t.clock.set(VLADIVOSTOK_NIGHT);
    try {
      await vladivostok.school.signInAgain();
      await moscow.school.signInAgain();
      const template = await vladivostok.template();

      // 3 March has come in Vladivostok: a sale dated then is today's, and already running.
      const sold = await vladivostok.sell(vladivostok.students.zhukov, template, { issued_at: '2026-03-03' });
      expect(sold.status).toBe('active');
      const ahead = await owner.post('/subscriptions/sell', {
        student_id: vladivostok.students.yolkina,
        template_id: template,
        issued_at: '2026-03-04',
      });
      expect([ahead.status, ahead.body.message]).toEqual([
        400,
        'Поле «Дата продажи»: дата не может быть в будущем',
      ]);
      // In Moscow it is still 2 March: the 3rd is tomorrow there.
      const moscowTemplate = await moscow.template();
      const early = await moscow.school.as('owner').post('/subscriptions/sell', {
        student_id: moscow.students.zhukov,
        template_id: moscowTemplate,
        issued_at: '2026-03-03',
      });
      expect([early.status, early.body.message]).toEqual([
        400,
        'Поле «Дата продажи»: дата не может быть в будущем',
      ]);

      // A freeze from the school's today is not backdated; one from its yesterday is.
      const yesterday = await owner.post(`/subscriptions/freeze/${sold.id}`, {
        starts_on: '2026-03-02',
        days: 2,
      });
      expect([yesterday.status, yesterday.body.message]).toEqual([400, serverErrors.freezeBackdated]);
      const frozen = await owner.post(`/subscriptions/freeze/${sold.id}`, {
        starts_on: '2026-03-03',
        days: 2,
      });
      expect(frozen.status, frozen.text).toBe(200);
      expect(frozen.body.frozen_until).toBe('2026-03-04');

      // Its yesterday has passed: a closure cannot start then. Its today can close in the payroll, which in
      // Moscow is still a day ahead.
      const closure = await owner.post('/closures/create', {
        starts_on: '2026-03-02',
        ends_on: '2026-03-02',
        reason: 'Поздно',
      });
      expect([closure.status, closure.body.message]).toEqual([400, serverErrors.closureBackdated]);
      const third = { date_from: '2026-03-03', date_to: '2026-03-03' };
      const payroll = await vladivostok.school.as('accountant').post('/payroll/close', third);
      expect(payroll.status, payroll.text).toBe(201);
      const moscowPayroll = await moscow.school.as('accountant').post('/payroll/close', third);
      expect([moscowPayroll.status, moscowPayroll.body.message]).toEqual([
        400,
        serverErrors.payrollPeriodAhead,
      ]);
    } finally {
      t.clock.set('2026-03-02T09:00:00.000Z');
    }
  });

  it('runs each school’s daily jobs on its own day', async () => {
    const vladivostok = await createMoneySchool(t);
    await vladivostok.school
      .as('owner')
      .patch(`/schools/update/${vladivostok.school.schoolId}`, { TimeZone: 'Asia/Vladivostok' });
    t.clock.set('2026-03-02T13:30:00.000Z');
    try {
      await t.runJobs();
      const days = async (schoolId: number) =>
        (await t.db.selectFrom('school_jobs').select('done_on').where('school_id', '=', schoolId).execute())
          .map((row) => row.done_on)
          .sort();
      // 23:30 in Vladivostok: its day's jobs, its reminders (past the school's 18:00) and its purge of people.
      expect(await days(vladivostok.school.schoolId)).toEqual([
        '2026-03-02',
        '2026-03-02',
        '2026-03-02',
        '2026-03-02',
        '2026-03-02',
      ]);
      // 14:00 UTC is midnight in Vladivostok: its new day's jobs run; Moscow's day has not changed.
      t.clock.set('2026-03-02T14:00:00.000Z');
      const ran = (await t.runJobs()).filter((run) => run.schoolId === vladivostok.school.schoolId);
      expect(ran.map((run) => [run.job, run.day])).toEqual([
        ['expiry-burn', '2026-03-03'],
        ['makeup-expiry', '2026-03-03'],
        ['lesson-generation', '2026-03-03'],
        ['people-purge', '2026-03-03'],
      ]);
      // The new day's reminders wait for its evening.
      expect(await days(vladivostok.school.schoolId)).toEqual([
        '2026-03-02',
        '2026-03-03',
        '2026-03-03',
        '2026-03-03',
        '2026-03-03',
      ]);
      // Once a day: the next look finds nothing to do.
      expect(await t.runJobs()).toEqual([]);
    } finally {
      t.clock.set('2026-03-02T09:00:00.000Z');
    }
  });
});
