import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../../src/contract/index.ts';
import { useTestApp } from '../support/test-app.ts';
import { MINUTE } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';
import { createMoneySchool, type MoneySchool } from './support/money-school.ts';

// docs/money.md: whatever happens in whatever order, remaining visits = visits − charges + reversals and never
// below zero, and every balance is the sum of the student's ledger lines — on the answer of every endpoint that
// says it. Random sequences of sales, marks, mark-alls, cancellations, freezes and payments, checked after each step.

const marks = ['present', 'absent', 'excused', null] as const;
const step = fc.oneof(
  fc.record({
    kind: fc.constant('sell' as const),
    student: fc.nat(2),
    template: fc.nat(1),
    paid: fc.nat(250_000),
  }),
  fc.record({
    kind: fc.constant('mark' as const),
    lesson: fc.nat(3),
    student: fc.nat(2),
    mark: fc.constantFrom(...marks),
  }),
  fc.record({ kind: fc.constant('markAll' as const), lesson: fc.nat(3) }),
  fc.record({ kind: fc.constant('cancel' as const), lesson: fc.nat(3), canceled: fc.boolean() }),
  fc.record({
    kind: fc.constant('freeze' as const),
    pick: fc.nat(5),
    from: fc.nat(4),
    days: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({
    kind: fc.constant('pay' as const),
    student: fc.nat(2),
    amount: fc.integer({ min: 1, max: 300_000 }),
  }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

type World = { s: MoneySchool; students: number[]; templates: number[]; lessons: number[] };

async function buildWorld(t: ReturnType<typeof useTestApp>): Promise<World> {
  // Each run registers a school of its own; the clock moves on so the registration limit (20 an hour from one
  // address) never refuses one.
  t.clock.advance(4 * MINUTE);
  const s = await createMoneySchool(t);
  const templates = [
    await s.template(),
    await s.template({ name: 'Безлимит', kind: 'unlimited', visits: null }),
  ];
  const lessons = [];
  for (const day of ['02', '03', '04', '05'])
    lessons.push(await s.createLesson({ lesson_date: `2026-03-${day}` }));
  return { s, students: [s.students.zhukov, s.students.yolkina, s.students.ershov], templates, lessons };
}

/** What the sequences did: a property that passes because every call was refused would prove nothing. */
const done = { sold: 0, charged: 0, paid: 0 };

async function apply(world: World, action: Step): Promise<void> {
  const owner = world.s.school.as('owner');
  const at = <T>(list: T[], index: number) => list[index % list.length] as T;
  switch (action.kind) {
    case 'sell': {
      const sale = await owner.post('/subscriptions/sell', {
        student_id: at(world.students, action.student),
        template_id: at(world.templates, action.template),
        issued_at: '2026-03-01',
        payment: action.paid > 0 ? { amount: action.paid } : null,
      });
      if (sale.status === 201) done.sold += 1;
      return;
    }
    case 'mark': {
      const marked = await owner.post('/attendance/mark', {
        lesson_id: at(world.lessons, action.lesson),
        student_id: at(world.students, action.student),
        mark: action.mark,
      });
      if (marked.status === 200 && action.mark !== null) done.charged += 1;
      return;
    }
    case 'markAll':
      await owner.post('/attendance/mark-all', { lesson_id: at(world.lessons, action.lesson) });
      return;
    case 'cancel':
      await owner.patch(`/lessons/update/${at(world.lessons, action.lesson)}`, {
        is_canceled: action.canceled,
      });
      return;
    case 'freeze': {
      const all = (await owner.post('/subscriptions/getallwhere', {})).body as Subscription[];
      if (all.length === 0) return;
      await owner.post(`/subscriptions/freeze/${at(all, action.pick).id}`, {
        starts_on: `2026-03-0${2 + action.from}`,
        days: action.days,
      });
      return;
    }
    case 'pay': {
      const payment = await owner.post('/payments/create', {
        student_id: at(world.students, action.student),
        amount: action.amount,
        paid_on: '2026-03-02',
      });
      if (payment.status === 201) done.paid += 1;
    }
  }
}

async function checkInvariants(t: ReturnType<typeof useTestApp>, world: World): Promise<void> {
  const owner = world.s.school.as('owner');
  const lines = await t.db
    .selectFrom('account_entries')
    .select(['student_id', 'subscription_id', 'lesson_id', 'kind', 'amount', 'visits', 'id', 'reverses_id'])
    .where('school_id', '=', world.s.school.schoolId)
    .execute();
  const subscriptions = (await owner.post('/subscriptions/getallwhere', {})).body as Subscription[];
  for (const item of subscriptions) {
    if (item.kind !== 'visits') continue;
    const own = lines.filter((line) => line.subscription_id === item.id);
    const charges = own.filter((line) => line.kind === 'visit').reduce((sum, line) => sum - line.visits, 0);
    const reversals = own
      .filter((line) => line.kind === 'reversal')
      .reduce((sum, line) => sum + line.visits, 0);
    expect(item.remaining_visits).toBe((item.visits ?? 0) - charges + reversals);
    expect(item.remaining_visits).toBeGreaterThanOrEqual(0);
  }
  const balances = (await owner.get('/finances/balances')).body as {
    students: { student_id: number; balance: number }[];
  };
  for (const studentId of world.students) {
    const sum = lines
      .filter((line) => line.student_id === studentId)
      .reduce((total, line) => total + line.amount, 0);
    const account = await owner.get(`/finances/student/${studentId}`);
    expect(account.body.balance).toBe(sum);
    expect(balances.students.find((row) => row.student_id === studentId)?.balance).toBe(sum);
  }
  // A visit of a lesson is charged at most once at a time.
  const open = lines.filter(
    (line) =>
      (line.kind === 'visit' || line.kind === 'debt_visit') && !lines.some((r) => r.reverses_id === line.id),
  );
  const keys = open
    .filter((line) => line.lesson_id !== null)
    .map((line) => `${line.lesson_id}:${line.student_id}`);
  expect(new Set(keys).size).toBe(keys.length);
}

describe.each(testDialects())('the ledger under random sequences on %s', (dialect) => {
  const t = useTestApp(dialect);
  const runs = dialect === 'sqlite' ? 25 : 8;

  it('keeps remaining visits and balances equal to the ledger after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 15 }), async (steps) => {
        const world = await buildWorld(t);
        for (const action of steps) {
          await apply(world, action);
          await checkInvariants(t, world);
        }
      }),
      // CI replays one seed (a red build means a change broke something); elsewhere runs explore new sequences.
      { numRuns: runs, ...(process.env.CI && { seed: 20_261_125 }) },
    );
    expect(done.sold).toBeGreaterThan(0);
    expect(done.charged).toBeGreaterThan(0);
    expect(done.paid).toBeGreaterThan(0);
  }, 240_000);
});
