import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { groupNameKey, serverErrors } from '../../../src/contract/index.ts';
import { addDays } from '../../src/modules/shared/local-date.ts';
import { createMoneySchool, type MoneySchool } from '../money/support/money-school.ts';
import { insertStudent } from '../schedule/support/schedule-rows.ts';
import type { ApiResponse } from '../support/api-client.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { expectLedgerInvariants } from './support/ledger-invariants.ts';

// One writer per school (docs/time.md): two people pressing at once end as if one had pressed first. Each race
// runs ROUNDS times with its requests sent together — on PostgreSQL through two apps with their own pools and
// writers on one database, as two processes behind a balancer — and checks the invariants after every round:
// no 5xx, no charge on a cancelled lesson, one closed period, one payout, one group per name, N rows from an
// N-row file, visits never below zero, every balance equal to its ledger's sum.

const ROUNDS = 20;
// The test clock stands at Monday 2026-03-02, 12:00 in Moscow.
const TODAY = '2026-03-02';

const statuses = (responses: ApiResponse[]) => responses.map((response) => response.status).sort();
const noServerError = (responses: ApiResponse[]) =>
  expect(
    responses.filter((response) => response.status >= 500).map((response) => response.text),
    'no request may answer 5xx',
  ).toEqual([]);

describe.each(testDialects())('concurrent writes of one school on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MoneySchool;
  const here = () => s.school.as('owner');
  const there = () => s.school.on(t.otherProcess(), 'owner');

  beforeAll(async () => {
    s = await createMoneySchool(t);
  });

  /** A student of the group with a fresh 4-visit pass sold today. */
  async function studentWithPass(round: number, template: number) {
    const student = await insertStudent(t.db, s.school.schoolId, `Гонка ${round} ${Math.random()}`, [
      s.groupId,
    ]);
    const pass = await s.sell(student, template, { issued_at: TODAY });
    return { student, pass };
  }

  async function visitsOfLesson(lessonId: number): Promise<number> {
    const row = await t.db
      .selectFrom('account_entries')
      .select(sql<number>`coalesce(sum(visits), 0)`.as('visits'))
      .where('lesson_id', '=', lessonId)
      .executeTakeFirstOrThrow();
    return Number(row.visits);
  }

  it('a lesson cancelled while «Все присутствовали» is pressed keeps no charge', async () => {
    const template = await s.template({ visits: 50, validity_days: 120 });
    const { pass } = await studentWithPass(0, template);
    for (let round = 0; round < ROUNDS; round += 1) {
      const lesson = await s.createLesson({ lesson_date: addDays(TODAY, 1 + round) });
      const [cancelFirst] = [round % 2 === 0];
      const markAll = () =>
        (cancelFirst ? there() : here()).post('/attendance/mark-all', { lesson_id: lesson });
      const cancel = () =>
        (cancelFirst ? here() : there()).patch(`/lessons/update/${lesson}`, { is_canceled: true });
      const responses = await Promise.all([markAll(), cancel()]);
      noServerError(responses);
      expect(await visitsOfLesson(lesson), `round ${round}`).toBe(0);
    }
    expect((await s.subscription(pass.id)).remaining_visits).toBe(50);
  });

  it('a closure of the day while «Все присутствовали» is pressed keeps no charge, and ends once', async () => {
    const template = await s.template({ visits: 50, validity_days: 120 });
    const { pass } = await studentWithPass(1, template);
    const before = (await s.subscription(pass.id)).expires_at;
    for (let round = 0; round < ROUNDS; round += 1) {
      const day = addDays(TODAY, 30 + round);
      const lesson = await s.createLesson({ lesson_date: day });
      const responses = await Promise.all([
        here().post('/attendance/mark-all', { lesson_id: lesson }),
        there().post('/closures/create', { starts_on: day, ends_on: day, reason: `Гонка ${round}` }),
        // The same day closed twice: the pass is extended once for it.
        here().post('/closures/create', { starts_on: day, ends_on: day, reason: `Ещё раз ${round}` }),
      ]);
      noServerError(responses);
      expect(await visitsOfLesson(lesson), `round ${round}`).toBe(0);
    }
    const after = await s.subscription(pass.id);
    expect(after.remaining_visits).toBe(50);
    // Each of the ROUNDS closed days extends the pass by one day, however many closures cover it.
    expect(after.expires_at).toBe(addDays(before as string, ROUNDS));
  });

  it('a freeze and a mark at once agree: nothing is charged inside the freeze, in either order', async () => {
    const template = await s.template({ visits: 4, freeze_count: 1, freeze_days: 7 });
    for (let round = 0; round < ROUNDS; round += 1) {
      const { pass, student } = await studentWithPass(round, template);
      const lesson = await s.createLesson({ lesson_date: addDays(TODAY, 1) });
      const freeze = () =>
        (round % 2 ? here() : there()).post(`/subscriptions/freeze/${pass.id}`, {
          starts_on: TODAY,
          days: 3,
        });
      const mark = () =>
        (round % 2 ? there() : here()).post('/attendance/mark', {
          lesson_id: lesson,
          student_id: student,
          mark: 'present',
        });
      const responses = await Promise.all(round % 4 < 2 ? [freeze(), mark()] : [mark(), freeze()]);
      noServerError(responses);
      expect(statuses(responses), `round ${round}`).toEqual([200, 200]);
      expect((await s.subscription(pass.id)).remaining_visits, `round ${round}`).toBe(4);
    }
  });

  it('five groups of one name at once make one group; the others are told it exists', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const name = `Группа гонки ${round}`;
      const responses = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          (index % 2 ? there() : here()).post('/groups/create', {
            name: index % 2 ? name.toUpperCase() : ` ${name} `,
            entity_type: 'student',
          }),
        ),
      );
      noServerError(responses);
      expect(statuses(responses)).toEqual([201, 409, 409, 409, 409]);
      const stored = await t.db
        .selectFrom('groups')
        .select('id')
        .where('school_id', '=', s.school.schoolId)
        .where(sql`lower(name)`, 'like', `%гонки ${round}`)
        .execute();
      expect(stored).toHaveLength(1);
    }
  });

  it('keeps one group per name in the database itself, whatever the case and spaces', async () => {
    const created = await here().post('/groups/create', { name: 'Сальса Соло', entity_type: 'student' });
    expect(created.status, created.text).toBe(201);
    // Past the service's check, straight into the table: the unique key on the name as people read it refuses.
    const twin = t.db
      .insertInto('groups')
      .values({
        school_id: s.school.schoolId,
        name: '  сальса соло ',
        name_key: groupNameKey('  сальса соло '),
        entity_type: 'student',
        color: '#10b981',
      })
      .execute();
    await expect(twin).rejects.toThrow();
    const renamed = await there().patch(`/groups/update/${s.groupId}`, { name: 'САЛЬСА СОЛО' });
    expect([renamed.status, renamed.body.message]).toEqual([409, serverErrors.groupNameTaken]);
  });

  it('the same import sent three times at once adds the file once', async () => {
    for (let round = 0; round < ROUNDS / 4; round += 1) {
      const rows = Array.from({ length: 10 }, (_, index) => [
        `Лид ${round}-${index}`,
        `+7 (917) ${String(round).padStart(3, '0')}-${String(index).padStart(2, '0')}-00`,
      ]);
      const file = { columns: ['name', 'phone'], rows, dry_run: false };
      const count = async () =>
        Number(
          (
            await t.db
              .selectFrom('leads')
              .select(sql<number>`count(*)`.as('n'))
              .where('school_id', '=', s.school.schoolId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      const responses = await Promise.all([
        here().post('/import/leads', file),
        there().post('/import/leads', file),
        here().post('/import/leads', file),
      ]);
      noServerError(responses);
      expect(await count(), `round ${round}`).toBe(before + rows.length);
      const created = responses.map((response) => (response.body as { created: number }).created).sort();
      expect(created).toEqual([0, 0, rows.length]);
    }
  });

  it('a student deleted while a payment for them is taken: 404, or the payment stands and stays, never a 5xx', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const student = await insertStudent(t.db, s.school.schoolId, `Удаляемый ${round}`, [s.groupId]);
      const responses = await Promise.all([
        (round % 2 ? here() : there()).delete(`/students/${student}`),
        (round % 2 ? there() : here()).post('/payments/create', {
          student_id: student,
          amount: 100_000,
          method: 'cash',
          paid_on: TODAY,
        }),
      ]);
      noServerError(responses);
      const [deleted, paid] = responses as [ApiResponse, ApiResponse];
      // Whichever came first: a deleted student takes no payment; a student who paid is deleted softly and the
      // payment stays (docs/deletion.md).
      expect(deleted.status, `round ${round}`).toBe(200);
      expect([201, 404], `round ${round}`).toContain(paid.status);
      if (paid.status === 201) {
        const stored = await t.db
          .selectFrom('payments')
          .select('student_id')
          .where('id', '=', (paid.body as { id: number }).id)
          .executeTakeFirst();
        expect(stored, `round ${round}`).toEqual({ student_id: student });
      }
    }
  });

  it('a payroll day closed twice at once is closed once, and its pay is paid once', async () => {
    const accountant = (round: number) =>
      round % 2 ? s.school.as('accountant') : s.school.on(t.otherProcess(), 'accountant');
    const rate = await s.school.as('accountant').post('/payroll/rates/create', {
      teacher_id: s.school.ids.teacher,
      kind: 'lesson',
      amount: 150_000,
      effective_from: '2025-01-01',
    });
    expect(rate.status, rate.text).toBe(201);
    for (let round = 0; round < ROUNDS; round += 1) {
      const day = addDays('2026-01-01', round);
      await s.createLesson({ lesson_date: day });
      const period = { date_from: day, date_to: day };
      const closes = await Promise.all([
        accountant(round).post('/payroll/close', period),
        accountant(round + 1).post('/payroll/close', period),
      ]);
      noServerError(closes);
      expect(statuses(closes), `round ${round}`).toEqual([201, 409]);
      const closed = closes.find((response) => response.status === 201) as ApiResponse;
      const pay = () =>
        accountant(round).post(`/payroll/periods/pay/${closed.body.id}`, {
          teacher_id: s.school.ids.teacher,
        });
      const pays = await Promise.all([pay(), pay(), pay()]);
      noServerError(pays);
      expect(statuses(pays), `round ${round}`).toEqual([200, 409, 409]);
    }
    const periods = await t.db
      .selectFrom('payroll_periods')
      .select(sql<number>`count(*)`.as('n'))
      .where('school_id', '=', s.school.schoolId)
      .executeTakeFirstOrThrow();
    expect(Number(periods.n)).toBe(ROUNDS);
    const salaries = await t.db
      .selectFrom('expenses')
      .select([sql<number>`count(*)`.as('n'), sql<number>`sum(amount)`.as('total')])
      .where('school_id', '=', s.school.schoolId)
      .where('category', '=', 'salary')
      .executeTakeFirstOrThrow();
    // One lesson a day at 1 500 ₽: one payout per day.
    expect([Number(salaries.n), Number(salaries.total)]).toEqual([ROUNDS, ROUNDS * 150_000]);
  });

  it('an opening balance sent twice at once makes one student with one balance', async () => {
    for (let round = 0; round < ROUNDS / 4; round += 1) {
      const name = `Переехавшая ${round}`;
      const file = {
        columns: ['name', 'parent_name', 'parent_phone', 'balance'],
        rows: [[name, `Мама ${round}`, `+7 (917) 555-${String(round).padStart(2, '0')}-00`, '-1500']],
        dry_run: false,
      };
      const responses = await Promise.all([
        here().post('/import/students', file),
        there().post('/import/students', file),
      ]);
      noServerError(responses);
      const students = await t.db
        .selectFrom('students')
        .select('id')
        .where('school_id', '=', s.school.schoolId)
        .where('name', '=', name)
        .execute();
      expect(students, `round ${round}`).toHaveLength(1);
      const [{ id }] = students as [{ id: number }];
      expect(await s.balance(id)).toBe(-150_000);
    }
  });

  it('every balance still equals the sum of its ledger lines, and no pass is below zero', async () => {
    await expectLedgerInvariants(t.db, s.school.schoolId, here());
  });
});
