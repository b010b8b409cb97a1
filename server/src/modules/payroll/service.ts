import type { Kysely } from 'kysely';
import type {
  PayRate,
  PayRateChoices,
  PayRateCreate,
  Payroll,
  PayrollFilter,
  PayrollTeacher,
  User,
} from '../../../../src/contract/index.ts';
import { assertCanOnRow } from '../../auth/access.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import * as lessons from '../lessons/service.ts';
import { localDate } from '../shared/local-date.ts';
import { isStorableId } from '../shared/sql-values.ts';
import { type HeldLesson, payFor, rateFor, visitValue } from './pay-rules.ts';
import * as payroll from './repository.ts';

// docs/payroll.md: rates per teacher from a date; a period's pay computed lesson by lesson, every line explained.

export function listRates(db: Kysely<Database>, schoolId: number): Promise<PayRate[]> {
  return payroll.listRates(db, schoolId);
}

export async function rateChoices(db: Kysely<Database>, schoolId: number): Promise<PayRateChoices> {
  const [teachers, scopes] = await Promise.all([
    payroll.teachersOf(db, schoolId),
    payroll.rateScopes(db, schoolId),
  ]);
  return { teachers, ...scopes };
}

export function createRate(
  db: Kysely<Database>,
  schoolId: number,
  input: PayRateCreate,
  { caller, now }: { caller: User; now: Date },
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
      created_at: now.toISOString(),
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

/** What each held lesson's visits charged: pass visits at their pass's value per visit, debt visits at their price. */
async function chargesOf(db: Kysely<Database>, schoolId: number, lessonIds: readonly number[]) {
  const lines = await payroll.lessonCharges(db, schoolId, lessonIds);
  const passIds = [
    ...new Set(lines.flatMap((line) => (line.subscription_id === null ? [] : [line.subscription_id]))),
  ];
  const passes = await payroll.passTerms(db, schoolId, passIds);
  const charged = new Map<number, number>();
  for (const line of lines) {
    const pass = line.subscription_id === null ? undefined : passes.get(line.subscription_id);
    const value = pass ? -line.visits * visitValue(pass) : -line.amount;
    charged.set(line.lesson_id, (charged.get(line.lesson_id) ?? 0) + value);
  }
  return charged;
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
  now: Date,
): Promise<Payroll> {
  const teacherId = caller.role === 'teacher' ? (filter.teacher_id ?? caller.id) : filter.teacher_id;
  if (teacherId !== undefined) assertCanOnRow(caller, 'payroll:read', teacherId === caller.id);
  const teachers = await payroll.teachersOf(db, schoolId, teacherId);
  if (teacherId !== undefined && teachers.length === 0) throw notFound();
  const teacherIds = teachers.map((teacher) => teacher.id);
  const [held, rates] = await Promise.all([
    // Held: a lesson still ahead (later today's included) has not been taught yet and pays nothing so far.
    payroll.heldLessons(db, schoolId, teacherIds, {
      from: filter.date_from,
      to: filter.date_to < localDate(now) ? filter.date_to : localDate(now),
    }),
    payroll.ratesOf(db, schoolId, teacherIds),
  ]);
  const charged = await chargesOf(
    db,
    schoolId,
    held.map((lesson) => lesson.id),
  );
  const byTeacher = new Map<number, PayrollTeacher>(
    teachers.map((teacher) => [
      teacher.id,
      { teacher_id: teacher.id, teacher_name: teacher.name, lessons: 0, total: 0, lines: [] },
    ]),
  );
  for (const row of held) {
    const lesson: HeldLesson = { ...row, charged: Math.round(charged.get(row.id) ?? 0) };
    const rate = rateFor(rates, lesson);
    const amount = payFor(rate, lesson);
    const teacher = byTeacher.get(lesson.teacher_id);
    if (!teacher) continue;
    teacher.lessons += 1;
    teacher.total += amount;
    teacher.lines.push({
      lesson_id: lesson.id,
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
      amount,
    });
  }
  return { date_from: filter.date_from, date_to: filter.date_to, teachers: [...byTeacher.values()] };
}
