import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AttendanceReport,
  GroupsReport,
  LeadsReport,
  PaymentsReport,
} from '../../../src/contract/index.ts';
import { createMoneySchool, type MoneySchool } from '../money/support/money-school.ts';
import { useTestApp } from '../support/test-app.ts';
import { DAY } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';

// docs/reports.md. A small school whose every figure is counted by hand below; the clock's today is 2026-03-02.
//
// Group A (five students): lessons 03-04 and 03-05 held, 03-06 cancelled. Another group: one lesson on 03-04,
// taught by the second teacher.
//   03-04 A:  Жуков present, Ёлкина present, Ершов excused
//   03-05 A:  Жуков present, Ёлкина absent, Абрамов absent
//   03-04 B:  Быкова present
// Money: Жуков and Ёлкина buy «4 занятия» for 2 000 ₽ on 03-01; Жуков pays 1 500 ₽ cash then, 500 ₽ by card on
// 03-02, gets 300 ₽ back on 03-03. Expenses: rent 10 000 ₽ on 03-02, salary 5 000 ₽ and «Костюмы» 2 000 ₽ on 03-10.
const MARCH = { date_from: '2026-03-01', date_to: '2026-03-31' };

describe.each(testDialects())('reports on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MoneySchool;
  let otherGroupId: number;
  const owner = () => s.school.as('owner');

  const report = async <T>(
    kind: string,
    body: Record<string, unknown>,
    who: 'owner' | 'accountant' = 'owner',
  ) => {
    const response = await s.school.as(who).post(`/reports/${kind}`, body);
    expect(response.status, response.text).toBe(200);
    return response.body as T;
  };

  beforeAll(async () => {
    s = await createMoneySchool(t);
    const other = await t.db
      .selectFrom('groups')
      .select('id')
      .where('school_id', '=', s.school.schoolId)
      .where('id', '!=', s.groupId)
      .where('entity_type', '=', 'student')
      .executeTakeFirstOrThrow();
    otherGroupId = other.id;
    const { zhukov, yolkina, ershov, abramov, elsewhere } = s.students;

    const templateId = await s.template();
    await s.sell(zhukov, templateId, { payment: { amount: 150_000, method: 'cash' } });
    await s.sell(yolkina, templateId);
    const paid = await owner().post('/payments/create', {
      student_id: zhukov,
      amount: 50_000,
      method: 'card',
      paid_on: '2026-03-02',
    });
    expect(paid.status, paid.text).toBe(201);
    const payments = await owner().post('/payments/getallwhere', MARCH);
    const cash = (payments.body as { id: number; amount: number }[]).find((p) => p.amount === 150_000);
    // Money is recorded as it happens: the refund and the expenses are written on their days, then back to 03-02.
    t.clock.set('2026-03-10T09:00:00.000Z');
    const refund = await owner().post('/refunds/create', {
      payment_id: cash?.id,
      amount: 30_000,
      refunded_on: '2026-03-03',
      reason: 'Пропуск по болезни',
    });
    expect(refund.status, refund.text).toBe(201);
    for (const [category, amount, spent_on] of [
      ['rent', 1_000_000, '2026-03-02'],
      ['salary', 500_000, '2026-03-10'],
      ['Костюмы', 200_000, '2026-03-10'],
    ] as const) {
      const expense = await owner().post('/expenses/create', { category, amount, spent_on });
      expect(expense.status, expense.text).toBe(201);
    }
    t.clock.set('2026-03-02T09:00:00.000Z');

    const first = await s.createLesson({ lesson_date: '2026-03-04' });
    const second = await s.createLesson({ lesson_date: '2026-03-05' });
    const canceled = await s.createLesson({ lesson_date: '2026-03-06' });
    const otherLesson = await s.createLesson({
      lesson_date: '2026-03-04',
      group_id: otherGroupId,
      teacher_id: s.school.ids.secondTeacher,
    });
    const cancel = await owner().patch(`/lessons/update/${canceled}`, { is_canceled: true });
    expect(cancel.status, cancel.text).toBe(200);
    await s.mark(first, zhukov, 'present');
    await s.mark(first, yolkina, 'present');
    await s.mark(first, ershov, 'excused');
    await s.mark(second, zhukov, 'present');
    await s.mark(second, yolkina, 'absent');
    await s.mark(second, abramov, 'absent');
    await s.mark(otherLesson, elsewhere, 'present');
  });

  it('attendance: by group, by day, by student and the totals, as counted by hand', async () => {
    const answer = await report<AttendanceReport>('attendance', MARCH);
    expect(answer.totals).toEqual({ lessons_held: 3, present: 4, absent: 2, excused: 1, rate: 4 / 7 });
    expect(answer.by_group).toHaveLength(2);
    expect(answer.by_group.find((row) => row.group_id === s.groupId)).toMatchObject({
      lessons_held: 2,
      present: 3,
      absent: 2,
      excused: 1,
      rate: 0.5,
    });
    expect(answer.by_group.find((row) => row.group_id === otherGroupId)).toMatchObject({
      lessons_held: 1,
      present: 1,
      absent: 0,
      excused: 0,
      rate: 1,
    });
    expect(answer.by_day).toEqual([
      { date: '2026-03-04', lessons_held: 2, present: 3, absent: 0, excused: 1 },
      { date: '2026-03-05', lessons_held: 1, present: 1, absent: 2, excused: 0 },
    ]);
    const { zhukov, yolkina, ershov, abramov, elsewhere } = s.students;
    expect(
      answer.by_student.map((row) => [row.student_id, row.present, row.absent, row.excused, row.rate]),
    ).toEqual([
      [abramov, 0, 1, 0, 0],
      [elsewhere, 1, 0, 0, 1],
      [yolkina, 1, 1, 0, 0.5],
      [ershov, 0, 0, 1, 0],
      [zhukov, 2, 0, 0, 1],
    ]);
  });

  it('attendance: filters by group and by teacher narrow the lessons counted', async () => {
    const byGroup = await report<AttendanceReport>('attendance', { ...MARCH, group_id: otherGroupId });
    expect(byGroup.totals).toEqual({ lessons_held: 1, present: 1, absent: 0, excused: 0, rate: 1 });
    const byTeacher = await report<AttendanceReport>('attendance', {
      ...MARCH,
      teacher_id: s.school.ids.teacher,
    });
    expect(byTeacher.totals).toMatchObject({ lessons_held: 2, present: 3 });
    const before = await report<AttendanceReport>('attendance', {
      date_from: '2026-02-01',
      date_to: '2026-02-28',
    });
    expect(before.totals).toEqual({ lessons_held: 0, present: 0, absent: 0, excused: 0, rate: null });
  });

  it('attendance: students with a running subscription and no visit for 14 days are listed to call', async () => {
    // Today 03-02: nobody has come yet (the marked lessons are ahead), so both subscription holders are listed.
    const now = await report<AttendanceReport>('attendance', MARCH);
    expect(now.stopped_coming.map((row) => [row.student_id, row.last_visit])).toEqual([
      [s.students.zhukov, null],
      [s.students.yolkina, null],
    ]);
    // On 03-18 the 14 days reach back to 03-04: Ёлкина last came on 03-04, Жуков on 03-05.
    t.clock.advance(16 * DAY);
    await s.school.signInAgain();
    const later = await report<AttendanceReport>('attendance', MARCH);
    expect(later.stopped_coming).toEqual([
      {
        student_id: s.students.yolkina,
        student_name: 'Ёлкина Вера',
        subscription_name: 'Абонемент 4 занятия',
        last_visit: '2026-03-04',
      },
    ]);
    t.clock.advance(-16 * DAY);
    await s.school.signInAgain();
  });

  it('payments: income, refunds, expenses and net, by type, method, category and by day or week', async () => {
    const answer = await report<PaymentsReport>('payments', MARCH, 'accountant');
    expect(answer).toMatchObject({
      step: 'day',
      income: 200_000,
      refunds: 30_000,
      expenses: 1_700_000,
      net: -1_530_000,
      income_by_type: { subscription: 200_000, single: 0, other: 0 },
      income_by_method: { cash: 150_000, card: 50_000, transfer: 0, online: 0 },
      expenses_by_category: [
        { category: 'rent', amount: 1_000_000 },
        { category: 'salary', amount: 500_000 },
        { category: 'Костюмы', amount: 200_000 },
      ],
      subscriptions_sold: 2,
      subscriptions_sold_amount: 400_000,
      visits_used: 4,
      visits_burned: 0,
    });
    expect(answer.by_period).toEqual([
      { period_start: '2026-03-01', income: 150_000, refunds: 0, expenses: 0, net: 150_000 },
      { period_start: '2026-03-02', income: 50_000, refunds: 0, expenses: 1_000_000, net: -950_000 },
      { period_start: '2026-03-03', income: 0, refunds: 30_000, expenses: 0, net: -30_000 },
      { period_start: '2026-03-10', income: 0, refunds: 0, expenses: 700_000, net: -700_000 },
    ]);
    const weekly = await report<PaymentsReport>('payments', { ...MARCH, step: 'week' });
    expect(weekly.by_period.map((row) => [row.period_start, row.income, row.refunds, row.expenses])).toEqual([
      ['2026-02-23', 150_000, 0, 0],
      ['2026-03-02', 50_000, 30_000, 1_000_000],
      ['2026-03-09', 0, 0, 700_000],
    ]);
  });

  it('payments: debts at the end of the period are the negative balances of that day', async () => {
    // 03-31: Жуков −300 ₽ (2 000 − 1 500 − 500 + 300), Ёлкина −2 000 ₽, Быкова one debt visit. Абрамов's absence
    // without a pass costs nothing: the school bills none by default (docs/money.md).
    const march = await report<PaymentsReport>('payments', MARCH);
    expect([march.debts_at_end, march.debtors_at_end]).toEqual([30_000 + 200_000 + 80_000, 3]);
    // 03-02: Жуков has paid in full and nobody has been marked yet; only Ёлкина owes.
    const early = await report<PaymentsReport>('payments', {
      date_from: '2026-03-01',
      date_to: '2026-03-02',
    });
    expect([early.debts_at_end, early.debtors_at_end]).toEqual([200_000, 1]);
  });

  it('groups: students and how full the group is, lessons held and cancelled, present per lesson, the rate', async () => {
    // Group A takes 8: its five students fill 5 ÷ 8 of it. The other group has no limit.
    const capacity = await owner().patch(`/groups/update/${s.groupId}`, { capacity: 8 });
    expect(capacity.status, capacity.text).toBe(200);
    const answer = await report<GroupsReport>('groups', MARCH);
    expect(answer.rows.find((row) => row.group_id === s.groupId)).toEqual({
      group_id: s.groupId,
      group_name: expect.any(String),
      students: 5,
      capacity: 8,
      fill_rate: 0.625,
      lessons_held: 2,
      lessons_canceled: 1,
      present: 3,
      average_present: 1.5,
      rate: 0.5,
      waitlist: 0,
    });
    expect(answer.rows.find((row) => row.group_id === otherGroupId)).toMatchObject({
      students: 2,
      capacity: null,
      fill_rate: null,
      lessons_held: 1,
      lessons_canceled: 0,
      average_present: 1,
      rate: 1,
    });
  });

  it('leads: arrivals by source and status, conversions and the days they took', async () => {
    const sources = (await owner().get('/sources/getall')).body as { id: number; name: string }[];
    const instagram = sources.find((source) => source.name === 'Instagram')?.id;
    const vk = sources.find((source) => source.name === 'ВКонтакте')?.id;
    const lead = async (name: string, source_id: number | undefined) => {
      const response = await owner().post('/leads/create', { name, source_id });
      expect(response.status, response.text).toBe(201);
      return response.body.id as number;
    };
    const first = await lead('Лид первый', instagram);
    await lead('Лид второй', instagram);
    await lead('Лид третий', vk);
    // Converted two days after it came.
    t.clock.advance(2 * DAY);
    await s.school.signInAgain();
    const conversion = await owner().post(`/leads/convert/${first}`, { client: { name: 'Родитель лида' } });
    expect(conversion.status, conversion.text).toBe(200);
    t.clock.advance(-2 * DAY);
    await s.school.signInAgain();

    const answer = await report<LeadsReport>('leads', MARCH, 'accountant');
    expect(answer).toMatchObject({ leads: 3, converted: 1, rate: 1 / 3, average_days_to_convert: 2 });
    expect(answer.by_source).toEqual([
      { source_id: instagram, source_name: 'Instagram', leads: 2, converted: 1, rate: 0.5 },
      { source_id: vk, source_name: 'ВКонтакте', leads: 1, converted: 0, rate: 0 },
    ]);
    expect(answer.by_status.reduce((sum, row) => sum + row.leads, 0)).toBe(3);
    const february = await report<LeadsReport>('leads', { date_from: '2026-02-01', date_to: '2026-02-28' });
    expect(february).toMatchObject({ leads: 0, converted: 0, rate: null, average_days_to_convert: null });
  });

  it('offers the accountant the filters: student groups, directions and teachers by name only', async () => {
    const response = await s.school.as('accountant').get('/reports/options');
    expect(response.status, response.text).toBe(200);
    const { groups, teachers } = response.body as { groups: { id: number }[]; teachers: object[] };
    expect(groups.map((group) => group.id).sort()).toEqual([s.groupId, otherGroupId].sort());
    expect(teachers).toEqual(
      expect.arrayContaining([
        { id: s.school.ids.teacher, name: 'Хабибуллин Артур Ильдарович' },
        { id: s.school.ids.secondTeacher, name: 'Морозова Полина Викторовна' },
      ]),
    );
    expect(teachers).toHaveLength(2);
  });

  it('refuses a bad period or filter with a Russian 400', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ date_from: '2026-03-31', date_to: '2026-03-01' }, /раньше даты «с»/],
      [{ date_from: '2026-02-30', date_to: '2026-03-01' }, /существующую дату/],
      [{ date_from: '2000-01-01', date_to: '2026-03-01' }, /не больше десяти лет/],
      [{ ...MARCH, group_id: 'все' }, /идентификатор/],
      [{ ...MARCH, step: 'year' }, /day, week или month/],
      [{ ...MARCH, unknown: 1 }, /unknown|Нераспознан/],
    ];
    for (const [body, message] of cases) {
      const response = await owner().post('/reports/attendance', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toMatch(message);
    }
  });

  it('shows nothing of another school', async () => {
    const stranger = await createMoneySchool(t);
    const attendance = (await (
      await stranger.school.as('owner').post('/reports/attendance', {
        ...MARCH,
        group_id: s.groupId,
      })
    ).body) as AttendanceReport;
    expect(attendance.totals.lessons_held).toBe(0);
    expect(attendance.by_student).toEqual([]);
    const payments = (await stranger.school.as('owner').post('/reports/payments', MARCH))
      .body as PaymentsReport;
    expect([payments.income, payments.expenses, payments.debts_at_end, payments.subscriptions_sold]).toEqual([
      0, 0, 0, 0,
    ]);
    const groups = (await stranger.school.as('owner').post('/reports/groups', MARCH)).body as GroupsReport;
    expect(groups.rows.map((row) => row.group_id)).not.toContain(s.groupId);
  });
});
