import type { Kysely } from 'kysely';
import {
  canOnRow,
  type LessonPay,
  type LessonPayAnswer,
  type PayRate,
  type PayRateChoices,
  type PayRateCreate,
  type Payroll,
  type PayrollAdjustmentCreate,
  type PayrollClose,
  type PayrollFilter,
  type PayrollLine,
  type PayrollNote,
  type PayrollPeriod,
  type PayrollTeacher,
  readNote,
  russianDate,
  type SchoolTime,
  sayNote,
  serverErrors,
  type User,
} from '../../../../src/contract/index.ts';
import { assertCanOnRow } from '../../auth/access.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import * as expenses from '../expenses/service.ts';
import * as groups from '../groups/service.ts';
import * as ledger from '../ledger/service.ts';
import * as lessons from '../lessons/service.ts';
import { conflictAs, invalid, notFound } from '../shared/domain-errors.ts';
import { isStorableId } from '../shared/sql-values.ts';
import * as styles from '../styles/service.ts';
import * as users from '../users/service.ts';
import { type HeldLesson, payFor, rateFor, visitValue } from './pay-rules.ts';
import * as periodsDb from './periods-repository.ts';
import type { HeldLessonRow } from './repository.ts';
import * as payroll from './repository.ts';

// docs/payroll.md: rates per teacher from a date; a period's pay computed lesson by lesson, every line explained.

export function listRates(db: Kysely<Database>, schoolId: number): Promise<PayRate[]> {
  return payroll.listRates(db, schoolId);
}

/** The school's teachers, by id and name. */
async function teachersOf(db: Kysely<Database>, schoolId: number) {
  const colleagues = await users.listColleagues(db, schoolId, 'teacher');
  return colleagues.map((teacher) => ({ id: teacher.id, name: teacher.profile.full_name }));
}

export async function rateChoices(db: Kysely<Database>, schoolId: number): Promise<PayRateChoices> {
  const [teachers, studentGroups, directions] = await Promise.all([
    teachersOf(db, schoolId),
    groups.listGroups(db, schoolId, 'student'),
    styles.listStyles(db, schoolId),
  ]);
  const choice = ({ id, name }: { id: number; name: string }) => ({ id, name });
  return {
    teachers,
    groups: studentGroups.map(choice),
    directions: directions.filter((direction) => !direction.is_archived).map(choice),
  };
}

export function createRate(
  db: Kysely<Database>,
  schoolId: number,
  input: PayRateCreate,
  { caller, time }: { caller: User; time: SchoolTime },
): Promise<PayRate> {
  return inTransaction(db, async (trx) => {
    // The same checks as a lesson's: a teacher, a student group and a direction of this school.
    await lessons.assertScheduleReferences(trx, schoolId, {
      teacher_id: input.teacher_id,
      ...(input.group_id !== null && { group_id: input.group_id }),
      direction_id: input.direction_id,
    });
    const id = await payroll.insertRate(trx, {
      school_id: schoolId,
      teacher_id: input.teacher_id,
      kind: input.kind,
      // A rate keeps only the figures its kind uses, so a line never shows a stray number.
      amount: input.kind === 'percent' ? 0 : input.amount,
      min_amount: input.kind === 'student' ? input.min_amount : 0,
      percent: input.kind === 'percent' ? input.percent : 0,
      group_id: input.group_id,
      direction_id: input.direction_id,
      effective_from: input.effective_from,
      created_by: caller.id,
      created_at: time.now.toISOString(),
    });
    const [rate] = await payroll.listRates(trx, schoolId, id);
    if (!rate) throw notFound();
    return rate;
  });
}

export async function deleteRate(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
): Promise<{ id: number }> {
  if (!isStorableId(id) || !(await payroll.deleteRate(db, schoolId, id))) throw notFound();
  return { id };
}

/** A line's note, and the same in Russian for those who read the answer as it is; a lesson's own line has none. */
const lineNote = (note: PayrollNote | null) => ({ note: note ? sayNote(note) : '', note_data: note });

/** A manual addition (positive) or deduction (negative) as a line of the pay. */
function manualLine(date: string, reason: string, amount: number): PayrollLine {
  return {
    lesson_id: null,
    ...lineNote({ code: 'text', text: reason }),
    lesson_date: date,
    start_time: '',
    duration_minutes: 0,
    group_name: '',
    students_present: 0,
    charged: 0,
    rate: null,
    amount,
    override_reason: null,
  };
}

/** What each held lesson's visits charged: pass visits at their pass's value per visit, debt visits at their price. */
async function chargesOf(db: Kysely<Database>, schoolId: number, lessonIds: readonly number[]) {
  const lines = await ledger.lessonCharges(db, schoolId, lessonIds);
  const passIds = [
    ...new Set(lines.flatMap((line) => (line.subscription_id === null ? [] : [line.subscription_id]))),
  ];
  const passes = await payroll.passTerms(db, schoolId, passIds);
  const charged = new Map<number, number>();
  for (const line of lines) {
    const pass = line.subscription_id === null ? undefined : passes.get(line.subscription_id);
    // A pass's visits at its value per visit (an unlimited pass's count too); a debt visit at what it charged.
    const value = pass ? line.visits * visitValue(pass) : -line.amount;
    charged.set(line.lesson_id, (charged.get(line.lesson_id) ?? 0) + value);
  }
  return charged;
}

/** Each held lesson's line: the rate it takes, what its visits charged and what it pays. */
async function lessonLines(db: Kysely<Database>, schoolId: number, held: readonly HeldLessonRow[]) {
  const lessonIds = held.map((lesson) => lesson.id);
  const [rates, charged, overrides] = await Promise.all([
    payroll.ratesOf(db, schoolId, [...new Set(held.map((lesson) => lesson.teacher_id))]),
    chargesOf(db, schoolId, lessonIds),
    payroll.lessonPayOf(db, schoolId, lessonIds),
  ]);
  return held.map((row) => {
    const lesson: HeldLesson = { ...row, charged: Math.round(charged.get(row.id) ?? 0) };
    const rate = rateFor(rates, lesson);
    const line: PayrollLine = {
      lesson_id: lesson.id,
      ...lineNote(null),
      lesson_date: row.lesson_date,
      start_time: row.start_time,
      duration_minutes: row.duration_minutes,
      group_name: row.group_name,
      students_present: lesson.students_present,
      charged: lesson.charged,
      rate: rate && {
        id: rate.id,
        kind: rate.kind,
        amount: rate.amount,
        min_amount: rate.min_amount,
        percent: rate.percent,
      },
      // A one-off amount set for this lesson wins over the rate (which still shows what it would have paid).
      amount: overrides.get(lesson.id)?.amount ?? payFor(rate, lesson),
      override_reason: overrides.get(lesson.id)?.reason ?? null,
    };
    return { teacherId: lesson.teacher_id, line };
  });
}

/**
 * Closing locks a period's figures, but a mark changed afterwards, a lesson cancelled or given to another teacher
 * changes what the lesson should have paid. The difference between that and everything the closed periods paid
 * for it (its first line and the corrections since) is a correction line in the next period — once: after that
 * period closes, the paid sum includes it.
 */
async function corrections(db: Kysely<Database>, schoolId: number, before: string) {
  const changed = await periodsDb.changedClosedLessons(db, schoolId, before);
  if (changed.length === 0) return [];
  const [paid, recomputed] = await Promise.all([
    periodsDb.paidForLessons(db, schoolId, changed),
    payroll.heldLessons(db, schoolId, { ids: changed }).then((held) => lessonLines(db, schoolId, held)),
  ]);
  const key = (lessonId: number | null, teacherId: number) => `${lessonId}:${teacherId}`;
  const paidFor = new Map(paid.map((row) => [key(row.lesson_id, row.teacher_id), row.amount]));
  const current = new Set(recomputed.map((entry) => key(entry.line.lesson_id, entry.teacherId)));
  const result: { teacherId: number; line: PayrollLine }[] = [];
  for (const entry of recomputed) {
    const before = paidFor.get(key(entry.line.lesson_id, entry.teacherId)) ?? 0;
    if (entry.line.amount === before) continue;
    result.push({
      teacherId: entry.teacherId,
      line: {
        ...entry.line,
        ...lineNote({ code: 'payroll_correction', paid: before, due: entry.line.amount }),
        amount: entry.line.amount - before,
      },
    });
  }
  // Paid for, but pays nothing now (cancelled, or another teacher's now): the whole sum back.
  for (const row of paid) {
    if (current.has(key(row.lesson_id, row.teacher_id)) || row.amount === 0) continue;
    result.push({
      teacherId: row.teacher_id,
      line: {
        lesson_id: row.lesson_id,
        ...lineNote({ code: 'payroll_correction', paid: row.amount, due: 0 }),
        lesson_date: row.lesson_date,
        start_time: row.start_time,
        duration_minutes: row.duration_minutes,
        group_name: row.group_name,
        students_present: 0,
        charged: 0,
        rate: null,
        amount: -row.amount,
        override_reason: null,
      },
    });
  }
  return result;
}

/**
 * The pay of a period: every teacher's held lessons (up to today) (one teacher's when asked, a teacher only their own), each
 * with the rate it took and what it pays. Computed from what is stored now; nothing is written.
 */
export async function previewPayroll(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
  filter: PayrollFilter,
  time: SchoolTime,
): Promise<Payroll> {
  const teacherId = caller.role === 'teacher' ? (filter.teacher_id ?? caller.id) : filter.teacher_id;
  if (teacherId !== undefined) assertCanOnRow(caller, 'payroll:read', teacherId === caller.id);
  const teachers = (await teachersOf(db, schoolId)).filter(
    (teacher) => teacherId === undefined || teacher.id === teacherId,
  );
  if (teacherId !== undefined && teachers.length === 0) throw notFound();
  const teacherIds = teachers.map((teacher) => teacher.id);
  // Held: a lesson still ahead (later today's included) has not been taught yet and pays nothing so far.
  const held = await payroll.heldLessons(db, schoolId, {
    teacherIds,
    from: filter.date_from,
    to: filter.date_to < time.today ? filter.date_to : time.today,
  });
  const byTeacher = new Map<number, PayrollTeacher>(
    teachers.map((teacher) => [
      teacher.id,
      { teacher_id: teacher.id, teacher_name: teacher.name, lessons: 0, total: 0, lines: [] },
    ]),
  );
  for (const { teacherId, line } of await lessonLines(db, schoolId, held)) {
    const teacher = byTeacher.get(teacherId);
    if (!teacher) continue;
    teacher.lessons += 1;
    teacher.total += line.amount;
    teacher.lines.push(line);
  }
  // Lessons of closed periods whose pay changed since they closed: the difference, in this period.
  for (const { teacherId, line } of await corrections(db, schoolId, filter.date_from)) {
    const teacher = byTeacher.get(teacherId);
    if (!teacher) continue;
    teacher.total += line.amount;
    teacher.lines.push(line);
  }
  // Manual additions and deductions of the period, each with its reason, among the lessons by date.
  for (const adjustment of await periodsDb.adjustmentsOf(db, schoolId, teacherIds, filter)) {
    const teacher = byTeacher.get(Number(adjustment.teacher_id));
    if (!teacher) continue;
    teacher.total += Number(adjustment.amount);
    teacher.lines.push(manualLine(adjustment.on_date, adjustment.reason, Number(adjustment.amount)));
  }
  for (const teacher of byTeacher.values())
    teacher.lines.sort((a, b) => (a.lesson_date + a.start_time).localeCompare(b.lesson_date + b.start_time));
  return { date_from: filter.date_from, date_to: filter.date_to, teachers: [...byTeacher.values()] };
}

/** A closed period as stored: its lines by teacher, totals, and each teacher's payout. */
async function storedPeriods(db: Kysely<Database>, schoolId: number, id?: number): Promise<PayrollPeriod[]> {
  const periods = await periodsDb.periodsOf(db, schoolId, id);
  const ids = periods.map((period) => Number(period.id));
  const [lines, payouts] = await Promise.all([periodsDb.linesOf(db, ids), periodsDb.payoutsOf(db, ids)]);
  return periods.map((period) => {
    const teachers = new Map<number, PayrollPeriod['teachers'][number]>();
    for (const line of lines.filter((row) => Number(row.period_id) === Number(period.id))) {
      const teacherId = Number(line.teacher_id);
      const teacher = teachers.get(teacherId) ?? {
        teacher_id: teacherId,
        teacher_name: line.teacher_name,
        lessons: 0,
        total: 0,
        lines: [],
        expense_id: null,
      };
      if (line.note_data === null) teacher.lessons += 1;
      teacher.total += Number(line.amount);
      teacher.lines.push({
        lesson_id: line.lesson_id === null ? null : Number(line.lesson_id),
        ...lineNote(line.note_data === null ? null : (readNote(line.note_data) as PayrollNote)),
        lesson_date: line.lesson_date,
        start_time: line.start_time,
        duration_minutes: Number(line.duration_minutes),
        group_name: line.group_name,
        students_present: Number(line.students_present),
        charged: Number(line.charged),
        rate:
          line.rate_kind === null
            ? null
            : {
                id: 0,
                kind: line.rate_kind,
                amount: Number(line.rate_amount),
                min_amount: Number(line.rate_min_amount),
                percent: Number(line.rate_percent),
              },
        amount: Number(line.amount),
        override_reason: line.override_reason,
      });
      teachers.set(teacherId, teacher);
    }
    for (const payout of payouts.filter((row) => Number(row.period_id) === Number(period.id))) {
      const teacher = teachers.get(Number(payout.teacher_id));
      if (teacher) teacher.expense_id = Number(payout.expense_id);
    }
    const list = [...teachers.values()];
    return {
      id: Number(period.id),
      date_from: period.date_from,
      date_to: period.date_to,
      closed_at: period.closed_at,
      total: list.reduce((sum, teacher) => sum + teacher.total, 0),
      teachers: list,
    };
  });
}

async function storedPeriod(db: Kysely<Database>, schoolId: number, id: number): Promise<PayrollPeriod> {
  const [period] = await storedPeriods(db, schoolId, id);
  if (!period) throw notFound();
  return period;
}

/** Closed periods: every teacher's figures for the owner and the accountant, a teacher's own for a teacher. */
export async function listPeriods(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
): Promise<PayrollPeriod[]> {
  const periods = await storedPeriods(db, schoolId);
  if (canOnRow(caller.role, 'payroll:read', false)) return periods;
  return periods.flatMap((period) => {
    const own = period.teachers.filter((teacher) => teacher.teacher_id === caller.id);
    return own.length === 0 ? [] : [{ ...period, teachers: own, total: own[0]?.total ?? 0 }];
  });
}

/**
 * Closes a period: every teacher's pay, computed as the preview computes it, is stored line by line and no longer
 * follows later changes. Only days already past (up to today) close, and a day closes once.
 */
export function closePeriod(
  db: Kysely<Database>,
  schoolId: number,
  input: PayrollClose,
  { caller, time }: { caller: User; time: SchoolTime },
): Promise<PayrollPeriod> {
  return inTransaction(db, async (trx) => {
    if (input.date_to > time.today) throw invalid(serverErrors.payrollPeriodAhead);
    if (await periodsDb.overlappingPeriod(trx, schoolId, input.date_from, input.date_to))
      throw conflictAs(serverErrors.payrollPeriodOverlaps);
    const pay = await previewPayroll(trx, caller, schoolId, input, time);
    const id = await periodsDb.insertPeriod(trx, {
      school_id: schoolId,
      date_from: input.date_from,
      date_to: input.date_to,
      closed_by: caller.id,
      closed_at: time.now.toISOString(),
    });
    await periodsDb.insertLines(
      trx,
      pay.teachers.flatMap((teacher) =>
        teacher.lines.map((line) => ({
          school_id: schoolId,
          period_id: id,
          teacher_id: teacher.teacher_id,
          lesson_id: line.lesson_id,
          lesson_date: line.lesson_date,
          note_data: line.note_data && JSON.stringify(line.note_data),
          start_time: line.start_time,
          group_name: line.group_name,
          duration_minutes: line.duration_minutes,
          students_present: line.students_present,
          charged: line.charged,
          rate_kind: line.rate?.kind ?? null,
          rate_amount: line.rate?.amount ?? 0,
          rate_min_amount: line.rate?.min_amount ?? 0,
          rate_percent: line.rate?.percent ?? 0,
          amount: line.amount,
          override_reason: line.override_reason,
        })),
      ),
    );
    return storedPeriod(trx, schoolId, id);
  });
}

/** Pays a teacher their closed period: one «Зарплата» expense for the total, once. */
export function payTeacher(
  db: Kysely<Database>,
  schoolId: number,
  periodId: number,
  teacherId: number,
  { caller, time }: { caller: User; time: SchoolTime },
): Promise<PayrollPeriod> {
  return inTransaction(db, async (trx) => {
    if (!isStorableId(periodId)) throw notFound();
    const period = await storedPeriod(trx, schoolId, periodId);
    const teacher = period.teachers.find((row) => row.teacher_id === teacherId);
    if (teacher?.expense_id != null) throw conflictAs(serverErrors.payrollAlreadyPaid);
    if (!teacher || teacher.total <= 0) throw invalid(serverErrors.payrollNothingToPay);
    const expense = await expenses.createExpense(
      trx,
      caller,
      schoolId,
      {
        category: 'salary',
        amount: teacher.total,
        spent_on: time.today,
        comment: `${teacher.teacher_name}, ${russianDate(period.date_from)}–${russianDate(period.date_to)}`,
      },
      time,
    );
    await periodsDb.insertPayout(trx, {
      school_id: schoolId,
      period_id: periodId,
      teacher_id: teacherId,
      expense_id: expense.id,
      amount: teacher.total,
      paid_at: time.now.toISOString(),
    });
    return storedPeriod(trx, schoolId, periodId);
  });
}

/** A manual addition or deduction for a teacher on a day not yet closed, with its reason. */
export function addAdjustment(
  db: Kysely<Database>,
  schoolId: number,
  input: PayrollAdjustmentCreate,
  { caller, time }: { caller: User; time: SchoolTime },
): Promise<PayrollLine> {
  return inTransaction(db, async (trx) => {
    await lessons.assertScheduleReferences(trx, schoolId, { teacher_id: input.teacher_id });
    if (await periodsDb.overlappingPeriod(trx, schoolId, input.on_date, input.on_date))
      throw conflictAs(serverErrors.payrollDayClosed);
    await periodsDb.insertAdjustment(trx, {
      school_id: schoolId,
      teacher_id: input.teacher_id,
      on_date: input.on_date,
      amount: input.amount,
      reason: input.reason,
      created_by: caller.id,
      created_at: time.now.toISOString(),
    });
    return manualLine(input.on_date, input.reason, input.amount);
  });
}

/**
 * A one-off pay for one lesson instead of its rate (a substitute's agreed sum, a masterclass), or back to the rate
 * (`amount: null`). A lesson of a closed period keeps what it was paid: the difference goes in as an adjustment.
 */
export function setLessonPay(
  db: Kysely<Database>,
  schoolId: number,
  input: LessonPay,
  { caller, time }: { caller: User; time: SchoolTime },
): Promise<LessonPayAnswer> {
  return inTransaction(db, async (trx) => {
    // A lesson the body names: unknown or another school's is a bad request (docs/api-people.md), not a 404.
    const lesson = await lessons.getLesson(trx, schoolId, input.lesson_id).catch(() => {
      throw invalid(serverErrors.unknownLesson);
    });
    if (await periodsDb.overlappingPeriod(trx, schoolId, lesson.lesson_date, lesson.lesson_date))
      throw conflictAs(serverErrors.payrollLessonClosed);
    if (input.amount === null) {
      await payroll.deleteLessonPay(trx, schoolId, lesson.id);
      return { lesson_id: lesson.id, amount: null, reason: '' };
    }
    await payroll.saveLessonPay(trx, {
      school_id: schoolId,
      lesson_id: lesson.id,
      amount: input.amount,
      reason: input.reason,
      created_by: caller.id,
      created_at: time.now.toISOString(),
    });
    return { lesson_id: lesson.id, amount: input.amount, reason: input.reason };
  });
}
