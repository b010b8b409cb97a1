import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatMoney,
  type PayRate,
  type Payroll,
  type PayrollLine,
  type PayrollPeriod as PayrollPeriodAnswer,
  serverErrors,
} from '../../../src/contract/index.ts';
import {
  type HeldLesson,
  payFor,
  type RateTerms,
  rateFor,
  visitValue,
} from '../../src/modules/payroll/pay-rules.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createMoneySchool, type MoneySchool } from './support/money-school.ts';

// docs/payroll.md. Every figure below is worked out by hand from the rates and the marks, then compared.

const lesson = (over: Partial<HeldLesson> = {}): HeldLesson => ({
  id: 1,
  teacher_id: 7,
  group_id: 10,
  direction_id: 20,
  lesson_date: '2026-03-10',
  duration_minutes: 60,
  students_present: 0,
  charged: 0,
  ...over,
});
const rate = (over: Partial<RateTerms>): RateTerms => ({
  id: 1,
  teacher_id: 7,
  kind: 'lesson',
  amount: 100_000,
  min_amount: 0,
  percent: 0,
  group_id: null,
  direction_id: null,
  effective_from: '2026-01-01',
  ...over,
});

describe('pay rules', () => {
  it('pays each kind as written: a lesson, an hour, a student present (a minimum for none), a percent', () => {
    expect(payFor(rate({ kind: 'lesson', amount: 150_000 }), lesson({ duration_minutes: 90 }))).toBe(150_000);
    // 1 200 ₽ an hour × 1.5 hours = 1 800 ₽.
    expect(payFor(rate({ kind: 'hour', amount: 120_000 }), lesson({ duration_minutes: 90 }))).toBe(180_000);
    // 500 ₽ × 3 present = 1 500 ₽; nobody came: the 300 ₽ minimum.
    const perStudent = rate({ kind: 'student', amount: 50_000, min_amount: 30_000 });
    expect(payFor(perStudent, lesson({ students_present: 3 }))).toBe(150_000);
    expect(payFor(perStudent, lesson({ students_present: 0 }))).toBe(30_000);
    // 40 % of 1 300 ₽ charged = 520 ₽.
    expect(payFor(rate({ kind: 'percent', percent: 40 }), lesson({ charged: 130_000 }))).toBe(52_000);
    expect(payFor(null, lesson())).toBe(0);
  });

  it('takes the group’s rate over the direction’s over the general one, each as of the lesson’s date', () => {
    const rates = [
      rate({ id: 1, amount: 100_000 }),
      rate({ id: 2, amount: 110_000, direction_id: 20 }),
      rate({ id: 3, amount: 120_000, group_id: 10, effective_from: '2026-03-15' }),
      rate({ id: 4, amount: 130_000, effective_from: '2026-03-01' }),
      rate({ id: 5, amount: 999_999, teacher_id: 8 }),
    ];
    expect(rateFor(rates, lesson({ lesson_date: '2026-03-10' }))?.id).toBe(2);
    expect(rateFor(rates, lesson({ lesson_date: '2026-03-20' }))?.id).toBe(3);
    expect(rateFor(rates, lesson({ direction_id: null, lesson_date: '2026-03-10' }))?.id).toBe(4);
    expect(rateFor(rates, lesson({ direction_id: null, lesson_date: '2026-02-10' }))?.id).toBe(1);
    expect(rateFor(rates, lesson({ lesson_date: '2025-12-31' }))).toBeNull();
  });

  it('values a visit at its pass’s price per visit; an unlimited pass shares its price among its visits', () => {
    expect(visitValue({ kind: 'visits', price: 200_000, visits: 4, visitsTaken: 1 })).toBe(50_000);
    expect(visitValue({ kind: 'unlimited', price: 600_000, visits: null, visitsTaken: 3 })).toBe(200_000);
    expect(visitValue({ kind: 'unlimited', price: 600_000, visits: null, visitsTaken: 0 })).toBe(0);
  });
});

describe.each(testDialects())('a month of payroll on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MoneySchool;
  // The clock stands at 2026-03-02: February has been taught.
  const february = { date_from: '2026-02-01', date_to: '2026-02-28' };

  const addRate = async (body: Record<string, unknown>) => {
    const response = await s.school.as('accountant').post('/payroll/rates/create', {
      teacher_id: s.school.ids.teacher,
      ...body,
    });
    expect(response.status, response.text).toBe(201);
    return response.body as PayRate;
  };

  beforeAll(async () => {
    s = await createMoneySchool(t);
    // One rate of each kind, each taking over from its date .
    await addRate({ kind: 'lesson', amount: 150_000, effective_from: '2026-02-01' });
    await addRate({ kind: 'hour', amount: 120_000, effective_from: '2026-02-10' });
    await addRate({ kind: 'student', amount: 50_000, min_amount: 30_000, effective_from: '2026-02-20' });
    await addRate({ kind: 'percent', percent: 40, effective_from: '2026-02-25' });
    const pass = await s.sell(s.students.zhukov, await s.template(), { issued_at: '2026-02-01' });

    await s.createLesson({ lesson_date: '2026-02-05' });
    const canceled = await s.createLesson({ lesson_date: '2026-02-06' });
    await s.school.as('owner').patch(`/lessons/update/${canceled}`, { is_canceled: true });
    await s.createLesson({ lesson_date: '2026-02-12', duration_minutes: 90 });
    const twoCame = await s.createLesson({ lesson_date: '2026-02-21' });
    await s.mark(twoCame, s.students.yolkina, 'present');
    await s.mark(twoCame, s.students.abramov, 'present');
    await s.mark(twoCame, s.students.ershov, 'excused');
    await s.createLesson({ lesson_date: '2026-02-22' });
    const charged = await s.createLesson({ lesson_date: '2026-02-26' });
    await s.mark(charged, s.students.zhukov, 'present');
    await s.mark(charged, s.students.ershov, 'present');
    expect((await s.subscription(pass.id)).remaining_visits).toBe(3);
    // Another teacher's lesson: never in this teacher's pay.
    await s.createLesson({ lesson_date: '2026-02-05', teacher_id: s.school.ids.secondTeacher });
  });

  it('pays nothing yet for a lesson still ahead', async () => {
    await s.createLesson({ lesson_date: '2026-03-09' });
    const march = await s.school.as('owner').post('/payroll/preview', {
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      teacher_id: s.school.ids.teacher,
    });
    expect([march.status, march.body.teachers[0].lessons, march.body.teachers[0].total]).toEqual([200, 0, 0]);
  });

  it('pays every held lesson by the rate in force that day, each line explained', async () => {
    const response = await s.school.as('accountant').post('/payroll/preview', {
      ...february,
      teacher_id: s.school.ids.teacher,
    });

    expect(response.status, response.text).toBe(200);
    const [teacher] = (response.body as Payroll).teachers;
    const lines = teacher?.lines.map((line) => [
      line.lesson_date,
      line.rate?.kind ?? null,
      line.students_present,
      line.charged,
      line.amount,
    ]);
    expect(lines).toEqual([
      ['2026-02-05', 'lesson', 0, 0, 150_000],
      // The cancelled 6 February is not there; 90 minutes at 1 200 ₽ an hour.
      ['2026-02-12', 'hour', 0, 0, 180_000],
      // Two present (the excused one does not count) at 500 ₽.
      ['2026-02-21', 'student', 2, 160_000, 100_000],
      // Nobody came: the minimum.
      ['2026-02-22', 'student', 0, 0, 30_000],
      // A pass visit (2 000 ₽ / 4 = 500 ₽) and a debt visit (800 ₽): 40 % of 1 300 ₽.
      ['2026-02-26', 'percent', 2, 130_000, 52_000],
    ]);
    expect([teacher?.lessons, teacher?.total]).toEqual([5, 512_000]);
  });

  it('shows the owner every teacher, and a teacher only their own; another teacher’s is refused', async () => {
    const all = await s.school.as('owner').post('/payroll/preview', february);
    expect(all.body.teachers.map((teacher: { teacher_id: number }) => teacher.teacher_id).sort()).toEqual(
      [s.school.ids.teacher, s.school.ids.secondTeacher].sort(),
    );

    const own = await s.school.as('teacher').post('/payroll/preview', february);
    expect(own.status, own.text).toBe(200);
    expect(own.body.teachers.map((teacher: { teacher_id: number }) => teacher.teacher_id)).toEqual([
      s.school.ids.teacher,
    ]);
    expect(own.body.teachers[0].total).toBe(512_000);

    const other = await s.school.as('teacher').post('/payroll/preview', {
      ...february,
      teacher_id: s.school.ids.secondTeacher,
    });
    expect([other.status, other.body.message]).toEqual([403, serverErrors.notOwnPayroll]);
    const rates = await s.school.as('teacher').get('/payroll/rates');
    expect(rates.status).toBe(403);
  });

  it('closes February: its figures are kept, a later change of marks leaves them, and paying makes an expense', async () => {
    const accountant = s.school.as('accountant');
    const closed = await accountant.post('/payroll/close', february);
    expect(closed.status, closed.text).toBe(201);
    const mine = closed.body.teachers.find(
      (row: { teacher_id: number }) => row.teacher_id === s.school.ids.teacher,
    );
    expect([mine.lessons, mine.total, mine.expense_id]).toEqual([5, 512_000, null]);

    // A mark changed after closing: the preview follows it, the closed period does not.
    const lessons = await s.school.as('owner').post('/lessons/getallwhere', {
      date_from: '2026-02-21',
      date_to: '2026-02-21',
    });
    await s.mark(lessons.body[0].id, s.students.ershov, 'present');
    const preview = await accountant.post('/payroll/preview', {
      ...february,
      teacher_id: s.school.ids.teacher,
    });
    expect(preview.body.teachers[0].total).toBe(562_000);
    const periods = await accountant.get('/payroll/periods');
    expect(
      periods.body[0].teachers.find((row: { teacher_id: number }) => row.teacher_id === s.school.ids.teacher)
        .total,
    ).toBe(512_000);

    const paid = await accountant.post(`/payroll/periods/pay/${closed.body.id}`, {
      teacher_id: s.school.ids.teacher,
    });
    expect(paid.status, paid.text).toBe(200);
    const expenseId = paid.body.teachers.find(
      (row: { teacher_id: number }) => row.teacher_id === s.school.ids.teacher,
    ).expense_id;
    const spent = await accountant.post('/expenses/getallwhere', {
      date_from: '2026-03-02',
      date_to: '2026-03-02',
    });
    expect(spent.body.find((expense: { id: number }) => expense.id === expenseId)).toMatchObject({
      category: 'salary',
      amount: 512_000,
    });
    // The teacher reads the closed period too, with only their own figures.
    const own = await s.school.as('teacher').get('/payroll/periods');
    expect(own.status, own.text).toBe(200);
    expect(
      own.body.map((period: PayrollPeriodAnswer) => period.teachers.map((row) => row.teacher_id)),
    ).toEqual([[s.school.ids.teacher]]);
    expect(own.body[0]).toMatchObject({ total: 512_000, teachers: [{ expense_id: expenseId }] });

    const again = await accountant.post(`/payroll/periods/pay/${closed.body.id}`, {
      teacher_id: s.school.ids.teacher,
    });
    expect([again.status, again.body.message]).toEqual([409, serverErrors.payrollAlreadyPaid]);
  });

  it('carries a change made after closing into the next period, once', async () => {
    const accountant = s.school.as('accountant');
    const next = (date_from: string) =>
      accountant
        .post('/payroll/preview', { date_from, date_to: '2026-03-31', teacher_id: s.school.ids.teacher })
        .then((response) => (response.body as Payroll).teachers[0]);
    const correctionsOf = (teacher: Payroll['teachers'][number] | undefined) =>
      (teacher?.lines ?? []).filter((line) => line.note.startsWith('Перерасчёт'));

    // The 21 February lesson got a third student after February closed (the test above): +500 ₽ in March.
    let march = await next('2026-03-01');
    expect(
      correctionsOf(march).map((line) => [line.lesson_date, line.students_present, line.amount]),
    ).toEqual([['2026-02-21', 3, 50_000]]);
    expect(correctionsOf(march)[0]?.note).toBe(
      `Перерасчёт закрытого периода: было начислено ${formatMoney(100_000)}, причитается ${formatMoney(150_000)}`,
    );
    expect(correctionsOf(march)[0]?.note_data).toEqual({
      code: 'payroll_correction',
      paid: 100_000,
      due: 150_000,
    });
    expect([march?.lessons, march?.total]).toEqual([0, 50_000]);

    // The 22 February lesson (nobody came: the minimum) is cancelled now: its 300 ₽ go back.
    const lessons = await s.school.as('owner').post('/lessons/getallwhere', {
      date_from: '2026-02-22',
      date_to: '2026-02-22',
    });
    const cancel = await s.school
      .as('owner')
      .patch(`/lessons/update/${lessons.body[0].id}`, { is_canceled: true });
    expect(cancel.status, cancel.text).toBe(200);
    march = await next('2026-03-01');
    expect(correctionsOf(march).map((line) => [line.lesson_date, line.amount])).toEqual([
      ['2026-02-21', 50_000],
      ['2026-02-22', -30_000],
    ]);

    // Closing 1 March keeps both; after it nothing is carried again.
    const closed = await accountant.post('/payroll/close', {
      date_from: '2026-03-01',
      date_to: '2026-03-01',
    });
    expect(closed.status, closed.text).toBe(201);
    const mine = closed.body.teachers.find(
      (row: { teacher_id: number }) => row.teacher_id === s.school.ids.teacher,
    );
    expect([mine.lessons, mine.total]).toEqual([0, 20_000]);
    // Stored with their codes, read back as they were said.
    expect(
      mine.lines.map((line: PayrollLine) => [line.note_data?.code, line.note.startsWith('Перерасчёт')]),
    ).toEqual([
      ['payroll_correction', true],
      ['payroll_correction', true],
    ]);
    expect(correctionsOf(await next('2026-03-02'))).toEqual([]);
  });

  it('pays a one-off amount for one lesson instead of its rate, and takes it back', async () => {
    const accountant = s.school.as('accountant');
    const lesson = await s.createLesson({ lesson_date: '2026-03-02', start_time: '07:00' });
    const today = { date_from: '2026-03-02', date_to: '2026-03-02', teacher_id: s.school.ids.teacher };
    const lineOf = async () =>
      ((await accountant.post('/payroll/preview', today)).body as Payroll).teachers[0]?.lines.find(
        (line) => line.lesson_id === lesson,
      );
    // The percent rate of 25 February: nobody came, nothing charged, 0 ₽.
    expect((await lineOf())?.amount).toBe(0);

    const set = await accountant.post('/payroll/lesson-pay', {
      lesson_id: lesson,
      amount: 250_000,
      reason: 'Замена: мастер-класс',
    });
    expect([set.status, set.body]).toEqual([
      200,
      { lesson_id: lesson, amount: 250_000, reason: 'Замена: мастер-класс' },
    ]);
    expect(await lineOf()).toMatchObject({ amount: 250_000, override_reason: 'Замена: мастер-класс' });
    expect((await lineOf())?.rate?.kind).toBe('percent');

    const noReason = await accountant.post('/payroll/lesson-pay', { lesson_id: lesson, amount: 1_000 });
    expect([noReason.status, noReason.body.message]).toEqual([400, 'Укажите причину разовой суммы']);
    const foreign = await accountant.post('/payroll/lesson-pay', {
      lesson_id: 999_999,
      amount: 1_000,
      reason: 'x',
    });
    expect([foreign.status, foreign.body.message]).toEqual([400, serverErrors.unknownLesson]);
    const teacher = await s.school
      .as('teacher')
      .post('/payroll/lesson-pay', { lesson_id: lesson, amount: 1_000_000, reason: 'Сам себе' });
    expect(teacher.status).toBe(403);

    const back = await accountant.post('/payroll/lesson-pay', { lesson_id: lesson, amount: null });
    expect(back.status, back.text).toBe(200);
    expect(await lineOf()).toMatchObject({ amount: 0, override_reason: null });

    // A lesson of a closed period keeps what it was paid.
    const closedLessons = await s.school.as('owner').post('/lessons/getallwhere', {
      date_from: '2026-02-05',
      date_to: '2026-02-05',
    });
    const closed = await accountant.post('/payroll/lesson-pay', {
      lesson_id: closedLessons.body[0].id,
      amount: 1_000,
      reason: 'Поздно',
    });
    expect([closed.status, closed.body.message]).toEqual([409, serverErrors.payrollLessonClosed]);
  });

  it('refuses to close days still ahead or days already closed', async () => {
    const accountant = s.school.as('accountant');
    const ahead = await accountant.post('/payroll/close', { date_from: '2026-03-01', date_to: '2026-03-31' });
    expect([ahead.status, ahead.body.message]).toEqual([400, serverErrors.payrollPeriodAhead]);
    const twice = await accountant.post('/payroll/close', { date_from: '2026-02-15', date_to: '2026-03-01' });
    expect([twice.status, twice.body.message]).toEqual([409, serverErrors.payrollPeriodOverlaps]);
    const teacher = await s.school
      .as('teacher')
      .post('/payroll/close', { date_from: '2026-01-01', date_to: '2026-01-31' });
    expect(teacher.status).toBe(403);
  });

  it('adds manual additions and deductions with their reasons, but not on a closed day', async () => {
    const accountant = s.school.as('accountant');
    const add = (body: Record<string, unknown>) =>
      accountant.post('/payroll/adjustments/create', { teacher_id: s.school.ids.teacher, ...body });
    expect((await add({ on_date: '2026-01-15', amount: 100_000, reason: 'Премия за концерт' })).status).toBe(
      201,
    );
    expect((await add({ on_date: '2026-01-20', amount: -20_000, reason: 'Удержание: аванс' })).status).toBe(
      201,
    );

    const january = await accountant.post('/payroll/preview', {
      date_from: '2026-01-01',
      date_to: '2026-01-31',
      teacher_id: s.school.ids.teacher,
    });
    const [teacher] = (january.body as Payroll).teachers;
    expect(teacher?.lines.map((line) => [line.lesson_date, line.lesson_id, line.note, line.amount])).toEqual([
      ['2026-01-15', null, 'Премия за концерт', 100_000],
      ['2026-01-20', null, 'Удержание: аванс', -20_000],
    ]);
    expect([teacher?.lessons, teacher?.total]).toEqual([0, 80_000]);

    const closedDay = await add({ on_date: '2026-02-10', amount: 5_000, reason: 'Поздно' });
    expect([closedDay.status, closedDay.body.message]).toEqual([409, serverErrors.payrollDayClosed]);
    const zero = await add({ on_date: '2026-01-21', amount: 0, reason: 'Ноль' });
    expect(zero.status).toBe(400);
    const own = await s.school.as('teacher').post('/payroll/adjustments/create', {
      teacher_id: s.school.ids.teacher,
      on_date: '2026-01-22',
      amount: 1_000_000,
      reason: 'Сам себе',
    });
    expect(own.status).toBe(403);
  });

  it('refuses a rate without a size, for both a group and a direction, or for someone who is not a teacher', async () => {
    const accountant = s.school.as('accountant');
    const refusals = [
      [{ teacher_id: s.school.ids.teacher, kind: 'lesson', amount: 0, effective_from: '2026-03-01' }, 400],
      [
        { teacher_id: s.school.ids.teacher, kind: 'percent', percent: 101, effective_from: '2026-03-01' },
        400,
      ],
      [{ teacher_id: s.school.ids.owner, kind: 'lesson', amount: 1000, effective_from: '2026-03-01' }, 400],
      [{ teacher_id: s.school.ids.teacher, kind: 'salary', amount: 1000, effective_from: '2026-03-01' }, 400],
    ] as const;
    const before = (await accountant.get('/payroll/rates')).body.length;
    for (const [body, status] of refusals) {
      const response = await accountant.post('/payroll/rates/create', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(typeof response.body.message).toBe('string');
    }
    expect((await accountant.get('/payroll/rates')).body).toHaveLength(before);
  });
});
