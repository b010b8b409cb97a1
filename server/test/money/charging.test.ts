import { beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../../src/contract/index.ts';
import { useTestApp } from '../support/test-app.ts';
import { DAY } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';
import { createMoneySchool, type MoneySchool } from './support/money-school.ts';

// docs/money.md, "Charging": only a recorded mark charges, one ledger line per change, never an edit.
describe.each(testDialects())('visit charges on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MoneySchool;
  let templateId: number;

  beforeAll(async () => {
    s = await createMoneySchool(t);
    templateId = await s.template();
  });

  it('present takes a visit, excused gives it back, absent takes it, no mark gives it back — as new lines', async () => {
    const sold = await s.sell(s.students.zhukov, templateId);
    const lesson = await s.createLesson();

    expect(await s.mark(lesson, s.students.zhukov, 'present')).toMatchObject({
      mark: 'present',
      covered: true,
      sub_name: 'Абонемент 4 занятия',
      remaining_visits: 3,
    });
    expect((await s.subscription(sold.id)).remaining_visits).toBe(3);
    await s.mark(lesson, s.students.zhukov, 'present');
    expect((await s.subscription(sold.id)).remaining_visits).toBe(3);
    await s.mark(lesson, s.students.zhukov, 'excused');
    expect((await s.subscription(sold.id)).remaining_visits).toBe(4);
    await s.mark(lesson, s.students.zhukov, 'absent');
    expect((await s.subscription(sold.id)).remaining_visits).toBe(3);
    expect(await s.mark(lesson, s.students.zhukov, null)).toMatchObject({ mark: null, marked_at: null });
    expect((await s.subscription(sold.id)).remaining_visits).toBe(4);

    const lines = (await s.ledger(s.students.zhukov)).map((line) => [line.kind, line.visits]);
    expect(lines).toEqual([
      ['sale', 0],
      ['visit', -1],
      ['reversal', 1],
      ['visit', -1],
      ['reversal', 1],
    ]);
    expect(await s.balance(s.students.zhukov)).toBe(-200_000);

    // Each line stores why as a code and its data; the account says it in Russian too, for integrations.
    const stored = await t.db
      .selectFrom('account_entries')
      .select('note_data')
      .where('student_id', '=', s.students.zhukov)
      .orderBy('id')
      .execute();
    const { name: group } = await t.db
      .selectFrom('groups')
      .select('name')
      .where('id', '=', s.groupId)
      .executeTakeFirstOrThrow();
    const notes = [
      { code: 'sale', pass: 'Абонемент 4 занятия' },
      { code: 'visit', group },
      { code: 'mark_excused' },
      { code: 'absence', group },
      { code: 'mark_removed' },
    ];
    expect(stored.map((line) => JSON.parse(line.note_data))).toEqual(notes);
    const account = await s.school.as('owner').get(`/finances/student/${s.students.zhukov}`);
    expect(
      (account.body.entries as { id: number; note: string; note_data: unknown }[])
        .sort((a, b) => a.id - b.id)
        .map((entry) => [entry.note_data, entry.note]),
    ).toEqual([
      [notes[0], 'Продажа абонемента «Абонемент 4 занятия»'],
      [notes[1], `Посещение: ${group}`],
      [notes[2], 'Отметка изменена: уважительная причина'],
      [notes[3], `Пропуск без причины: ${group}`],
      [notes[4], 'Отметка снята'],
    ]);
  });

  it('an absence charges nothing where the group says so', async () => {
    const patch = await s.school.as('owner').patch(`/groups/update/${s.groupId}`, { charge_absence: false });
    expect([patch.status, patch.body.charge_absence]).toEqual([200, false]);
    const lesson = await s.createLesson({ lesson_date: '2026-03-05' });
    await s.mark(lesson, s.students.yolkina, 'absent');
    expect(await s.ledger(s.students.yolkina)).toEqual([]);
    await s.school.as('owner').patch(`/groups/update/${s.groupId}`, { charge_absence: true });
  });

  it('without a subscription a visit is a debt at the single-lesson price; the roll warns at the limit', async () => {
    const first = await s.createLesson({ lesson_date: '2026-03-06' });
    const second = await s.createLesson({ lesson_date: '2026-03-07' });
    const third = await s.createLesson({ lesson_date: '2026-03-08' });
    expect(await s.mark(first, s.students.ershov, 'present')).toMatchObject({
      covered: false,
      balance: -80_000,
      debt_visits: 1,
      debt_limit_reached: false,
    });
    await s.mark(second, s.students.ershov, 'present');
    const roll = await s.school.as('owner').post('/attendance/getallwhere', { lesson_id: third });
    expect(
      roll.body.find((row: { student_id: number }) => row.student_id === s.students.ershov),
    ).toMatchObject({
      mark: null,
      debt_visits: 2,
      balance: -160_000,
      debt_limit_reached: true,
    });
    const teacherView = await s.school.as('teacher').post('/attendance/getallwhere', { lesson_id: third });
    expect(
      teacherView.body.find((row: { student_id: number }) => row.student_id === s.students.ershov),
    ).toMatchObject({
      covered: false,
      balance: null,
      debt_visits: null,
      sub_name: null,
      debt_limit_reached: true,
    });

    // A new subscription settles the debts it covers: each debt is undone and taken from it instead. It is sold on
    // its day (a sale is never dated ahead).
    t.clock.set('2026-03-08T09:00:00.000Z');
    const sold = await s.sell(s.students.ershov, templateId, { issued_at: '2026-03-08' });
    t.clock.set('2026-03-02T09:00:00.000Z');
    expect(sold.remaining_visits).toBe(2);
    expect(await s.balance(s.students.ershov)).toBe(-200_000);
    const kinds = (await s.ledger(s.students.ershov)).map((line) => line.kind);
    expect(kinds).toEqual(['debt_visit', 'debt_visit', 'sale', 'reversal', 'visit', 'reversal', 'visit']);
  });

  it('takes the subscription that ends soonest, and one of another group never covers the lesson', async () => {
    const otherGroup = await s.school
      .as('owner')
      .post('/groups/create', { name: 'Растяжка', entity_type: 'student' });
    const scoped = await s.template({ name: 'Только растяжка', group_ids: [otherGroup.body.id] });
    const longer = await s.template({ name: 'На 60 дней', validity_days: 60 });
    const shorter = await s.template({ name: 'На 20 дней', validity_days: 20 });
    await s.sell(s.students.abramov, scoped);
    const long = await s.sell(s.students.abramov, longer);
    const short = await s.sell(s.students.abramov, shorter);
    const lesson = await s.createLesson({ lesson_date: '2026-03-09' });

    expect(await s.mark(lesson, s.students.abramov, 'present')).toMatchObject({ sub_name: 'На 20 дней' });
    expect((await s.subscription(short.id)).remaining_visits).toBe(3);
    expect((await s.subscription(long.id)).remaining_visits).toBe(4);
  });

  it('a first-visit subscription starts on its first visit, and its end follows', async () => {
    const onFirst = await s.template({
      name: 'С первого занятия',
      starts_on: 'first_visit',
      validity_days: 10,
    });
    const sold = await s.sell(s.students.abramovToo, onFirst);
    expect([sold.status, sold.starts_at, sold.expires_at]).toEqual(['not_started', null, '2026-04-09']);
    // The test clock's today is 2026-03-02: a visit today starts it now.
    const lesson = await s.createLesson({ lesson_date: '2026-03-02' });
    await s.mark(lesson, s.students.abramovToo, 'present');
    expect(await s.subscription(sold.id)).toMatchObject({
      status: 'active',
      starts_at: '2026-03-02',
      expires_at: '2026-03-11',
      remaining_visits: 3,
    });
  });

  it('«Все присутствовали» marks only the unmarked; a cancelled lesson gives the visits back, a restored one takes them', async () => {
    const school = await createMoneySchool(t);
    const template = await school.template();
    const sold = await school.sell(school.students.zhukov, template);
    const lesson = await school.createLesson();
    await school.mark(lesson, school.students.yolkina, 'excused');

    const all = await school.school.as('receptionist').post('/attendance/mark-all', { lesson_id: lesson });
    expect(all.status).toBe(200);
    const marks = Object.fromEntries(
      all.body.map((row: { student_id: number; mark: string }) => [row.student_id, row.mark]),
    );
    expect(marks[school.students.yolkina]).toBe('excused');
    expect(marks[school.students.zhukov]).toBe('present');
    expect((await school.subscription(sold.id)).remaining_visits).toBe(3);

    const owner = school.school.as('owner');
    expect((await owner.patch(`/lessons/update/${lesson}`, { is_canceled: true })).status).toBe(200);
    expect((await school.subscription(sold.id)).remaining_visits).toBe(4);
    expect((await owner.patch(`/lessons/update/${lesson}`, { is_canceled: false })).status).toBe(200);
    expect((await school.subscription(sold.id)).remaining_visits).toBe(3);
  });

  it('two marks racing for the last visit give one visit and one debt; a mark sent twice at once charges once', async () => {
    const school = await createMoneySchool(t);
    const oneVisit = await school.template({ name: 'Одно занятие', visits: 1 });
    const sold = await school.sell(school.students.zhukov, oneVisit);
    const [a, b] = [await school.createLesson(), await school.createLesson({ lesson_date: '2026-03-05' })];
    const owner = school.school.as('owner');
    const mark = (lesson: number) =>
      owner.post('/attendance/mark', {
        lesson_id: lesson,
        student_id: school.students.zhukov,
        mark: 'present',
      });
    const answers = await Promise.all([mark(a), mark(b)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const kinds = (await school.ledger(school.students.zhukov)).map((line) => line.kind).sort();
    expect(kinds).toEqual(['debt_visit', 'sale', 'visit']);
    expect((await school.subscription(sold.id)).remaining_visits).toBe(0);

    const c = await school.createLesson({ lesson_date: '2026-03-06' });
    const twice = await Promise.all([
      owner.post('/attendance/mark', { lesson_id: c, student_id: school.students.yolkina, mark: 'present' }),
      owner.post('/attendance/mark', { lesson_id: c, student_id: school.students.yolkina, mark: 'present' }),
    ]);
    expect(twice.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await school.ledger(school.students.yolkina)).toHaveLength(1);
  });

  it('a freeze moves the end, charges nothing inside it, and keeps to its limits', async () => {
    const school = await createMoneySchool(t);
    const template = await school.template();
    const sold = await school.sell(school.students.zhukov, template);
    const owner = school.school.as('owner');
    const freeze = (body: Record<string, unknown>) => owner.post(`/subscriptions/freeze/${sold.id}`, body);

    const backdated = await freeze({ starts_on: '2026-03-01', days: 3 });
    expect([backdated.status, backdated.body.message]).toEqual([400, serverErrors.freezeBackdated]);
    const tooLong = await freeze({ starts_on: '2026-03-03', days: 8 });
    expect([tooLong.status, tooLong.body.message]).toEqual([400, serverErrors.freezeTooLong(7)]);
    const frozen = await freeze({ starts_on: '2026-03-03', days: 5 });
    expect(frozen.status, frozen.text).toBe(200);
    expect(frozen.body).toMatchObject({
      expires_at: '2026-04-04',
      frozen_until: '2026-03-07',
      freezes_left: 0,
    });
    const again = await freeze({ starts_on: '2026-03-20', days: 1 });
    expect([again.status, again.body.message]).toEqual([409, serverErrors.freezeNoneLeft]);

    const inside = await school.createLesson({ lesson_date: '2026-03-05' });
    expect(await school.mark(inside, school.students.zhukov, 'present')).toMatchObject({
      covered: true,
      frozen: true,
    });
    expect((await school.ledger(school.students.zhukov)).map((line) => line.kind)).toEqual(['sale']);
  });

  it('unused visits burn once at the end, recorded on the ledger', async () => {
    const school = await createMoneySchool(t);
    const owner = school.school.as('owner');
    const template = await school.template({ validity_days: 5 });
    // Sold on 2026-03-01 for 5 days: it ends on 2026-03-05 with 3 of its 4 visits unused.
    const sold = await school.sell(school.students.zhukov, template);
    await school.mark(
      await school.createLesson({ lesson_date: '2026-03-03' }),
      school.students.zhukov,
      'present',
    );
    const burnsOfSchool = () =>
      t.db
        .selectFrom('account_entries')
        .select(['student_id', 'subscription_id', 'entry_date', 'visits', 'created_by', 'note_data'])
        .where('school_id', '=', school.school.schoolId)
        .where('kind', '=', 'burn')
        .execute();

    t.clock.advance(10 * DAY);
    try {
      await school.school.signInAgain();
      // Reads never write: before the host's daily job has run, reading the subscriptions and the balances shows
      // it ended with its visits still there, and leaves the ledger as it was.
      const before = await school.ledger(school.students.zhukov);
      expect(await school.subscription(sold.id)).toMatchObject({
        status: 'ended',
        remaining_visits: 3,
        burned_visits: 0,
      });
      const balances = await owner.get('/finances/balances');
      expect(balances.status, balances.text).toBe(200);
      expect(await school.subscription(sold.id)).toMatchObject({ remaining_visits: 3, burned_visits: 0 });
      expect(await school.ledger(school.students.zhukov)).toEqual(before);
      expect(await burnsOfSchool()).toEqual([]);

      // The day's job burns them, as the system, dated on the subscription's last day.
      expect(await t.runJobs()).toContainEqual({
        schoolId: school.school.schoolId,
        job: 'expiry-burn',
        day: '2026-03-12',
      });
      expect(await school.subscription(sold.id)).toMatchObject({
        status: 'ended',
        remaining_visits: 0,
        burned_visits: 3,
      });
      const burn = {
        student_id: school.students.zhukov,
        subscription_id: sold.id,
        entry_date: '2026-03-05',
        visits: -3,
        created_by: null,
        note_data: JSON.stringify({ code: 'expired_burned' }),
      };
      expect(await burnsOfSchool()).toEqual([burn]);

      // Once: the next day's job finds it burned already.
      t.clock.advance(DAY);
      expect(await t.runJobs()).toContainEqual({
        schoolId: school.school.schoolId,
        job: 'expiry-burn',
        day: '2026-03-13',
      });
      expect(await school.subscription(sold.id)).toMatchObject({ remaining_visits: 0, burned_visits: 3 });
      const burns = (await school.ledger(school.students.zhukov)).filter((line) => line.kind === 'burn');
      expect(burns).toEqual([
        { kind: 'burn', amount: 0, visits: -3, subscription_id: sold.id, lesson_id: null },
      ]);
      expect(await burnsOfSchool()).toEqual([burn]);
    } finally {
      t.clock.set('2026-03-02T09:00:00.000Z');
    }
  });
});
