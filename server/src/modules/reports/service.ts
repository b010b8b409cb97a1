import type { Kysely } from 'kysely';
import {
  type AttendanceReport,
  expenseCategories,
  type GroupsReport,
  type LeadsReport,
  type PaymentsReport,
  type ReportFilter,
  type ReportOptions,
  type ReportStep,
  STOPPED_COMING_DAYS,
} from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import * as finances from '../finances/service.ts';
import * as groupsService from '../groups/service.ts';
import { addDays, localDate } from '../shared/local-date.ts';
import * as styles from '../styles/service.ts';
import * as subscriptions from '../subscriptions/service.ts';
import * as users from '../users/service.ts';
import * as reports from './repository.ts';

// docs/reports.md: what each figure means and which rows it is summed from.

const rateOf = ({ present, absent, excused }: reports.MarkSums) => {
  const marks = present + absent + excused;
  return marks === 0 ? null : present / marks;
};

const numbers = <T extends reports.MarkSums>(row: T): T => ({
  ...row,
  present: Number(row.present),
  absent: Number(row.absent),
  excused: Number(row.excused),
});

const byName =
  <T>(name: (item: T) => string) =>
  (a: T, b: T) =>
    name(a).localeCompare(name(b), 'ru');

function scopeOf(schoolId: number, filter: ReportFilter, now: Date): reports.LessonScope {
  return {
    schoolId,
    from: filter.date_from,
    to: filter.date_to,
    today: localDate(now),
    groupId: filter.group_id,
    directionId: filter.direction_id,
    teacherId: filter.teacher_id,
  };
}

/** The filters' choices, for the accountant too (who reads no groups, directions or staff elsewhere). */
export async function options(db: Kysely<Database>, schoolId: number): Promise<ReportOptions> {
  const [groupList, styleList, teachers] = await Promise.all([
    groupsService.listGroups(db, schoolId, 'student'),
    styles.listStyles(db, schoolId),
    users.listUsers(db, schoolId, 'teacher'),
  ]);
  const named = (items: { id: number; name: string }[]) =>
    items.map(({ id, name }) => ({ id, name })).sort(byName((item) => item.name));
  return {
    groups: named(groupList),
    directions: named(styleList),
    teachers: named(teachers.map((teacher) => ({ id: teacher.id, name: teacher.profile.full_name }))),
  };
}

export async function attendance(
  db: Kysely<Database>,
  schoolId: number,
  filter: ReportFilter,
  now: Date,
): Promise<AttendanceReport> {
  const scope = scopeOf(schoolId, filter, now);
  const [byGroup, byStudent, byDay, counts, groups, students, stopped] = await Promise.all([
    reports.marksByGroup(db, scope),
    reports.marksByStudent(db, scope),
    reports.marksByDay(db, scope),
    reports.lessonCounts(db, scope),
    reports.groupNames(db, schoolId),
    reports.studentNames(db, schoolId),
    stoppedComing(db, schoolId, filter.group_id ?? null, scope.today),
  ]);
  const groupName = new Map(groups.map((group) => [group.id, group.name]));
  const studentName = new Map(students.map((student) => [student.id, student.name]));
  const heldByGroup = new Map<number, number>();
  const heldByDay = new Map<string, number>();
  for (const row of counts) {
    const held = Number(row.held);
    heldByGroup.set(row.group_id, (heldByGroup.get(row.group_id) ?? 0) + held);
    heldByDay.set(row.lesson_date, (heldByDay.get(row.lesson_date) ?? 0) + held);
  }

  const groupRows = [...heldByGroup.keys()]
    .filter((id) => (heldByGroup.get(id) ?? 0) > 0)
    .map((id) => {
      const marks = numbers(
        byGroup.find((row) => row.group_id === id) ?? { present: 0, absent: 0, excused: 0 },
      );
      const { present, absent, excused } = marks;
      const row = { present, absent, excused };
      return {
        group_id: id,
        group_name: groupName.get(id) ?? '',
        lessons_held: heldByGroup.get(id) ?? 0,
        ...row,
        rate: rateOf(row),
      };
    })
    .sort(byName((row) => row.group_name));

  const dayRows = [...heldByDay.keys()]
    .filter((day) => (heldByDay.get(day) ?? 0) > 0)
    .sort()
    .map((day) => {
      const { present, absent, excused } = numbers(
        byDay.find((row) => row.lesson_date === day) ?? {
          lesson_date: day,
          present: 0,
          absent: 0,
          excused: 0,
        },
      );
      return { date: day, lessons_held: heldByDay.get(day) ?? 0, present, absent, excused };
    });

  const studentRows = byStudent
    .map(numbers)
    .map(({ student_id, present, absent, excused }) => ({
      student_id,
      student_name: studentName.get(student_id) ?? '',
      present,
      absent,
      excused,
      rate: rateOf({ present, absent, excused }),
    }))
    .sort(byName((row) => row.student_name));

  const totals = groupRows.reduce(
    (sum, row) => ({
      lessons_held: sum.lessons_held + row.lessons_held,
      present: sum.present + row.present,
      absent: sum.absent + row.absent,
      excused: sum.excused + row.excused,
    }),
    { lessons_held: 0, present: 0, absent: 0, excused: 0 },
  );
  return {
    date_from: filter.date_from,
    date_to: filter.date_to,
    totals: { ...totals, rate: rateOf(totals) },
    by_group: groupRows,
    by_student: studentRows,
    by_day: dayRows,
    stopped_coming: stopped.map((row) => ({ ...row, student_name: studentName.get(row.student_id) ?? '' })),
  };
}

/**
 * Students with a subscription running today and no visit in the last {@link STOPPED_COMING_DAYS} days (nor
 * ever): the ones to call. Longest away first.
 */
async function stoppedComing(db: Kysely<Database>, schoolId: number, groupId: number | null, today: string) {
  const running = (await subscriptions.loadFacts(db, schoolId, { activeOn: today })).filter(
    (facts) => subscriptions.statusOf(facts, today) === 'active',
  );
  const members = groupId
    ? new Set((await reports.groupMembers(db, groupId)).map((row) => row.student_id))
    : null;
  const visits = await reports.lastVisits(db, schoolId, today);
  const since = addDays(today, -STOPPED_COMING_DAYS);
  const seen = new Set<number>();
  const rows: { student_id: number; subscription_name: string; last_visit: string | null }[] = [];
  for (const { row } of running) {
    if (seen.has(row.student_id) || (members && !members.has(row.student_id))) continue;
    seen.add(row.student_id);
    const last = visits.get(row.student_id) ?? null;
    if (last !== null && last > since) continue;
    rows.push({ student_id: row.student_id, subscription_name: row.sub_name, last_visit: last });
  }
  return rows.sort(
    (a, b) => (a.last_visit ?? '').localeCompare(b.last_visit ?? '') || a.student_id - b.student_id,
  );
}

/** Days for a short period, weeks (from Monday) up to half a year, months beyond. */
export function defaultStep(from: string, to: string): ReportStep {
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days <= 31) return 'day';
  return days <= 184 ? 'week' : 'month';
}

/** The first day of the step a date falls in. */
export function stepStart(date: string, step: ReportStep): string {
  if (step === 'day') return date;
  if (step === 'month') return `${date.slice(0, 8)}01`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export async function payments(
  db: Kysely<Database>,
  schoolId: number,
  filter: ReportFilter,
): Promise<PaymentsReport> {
  const period = { from: filter.date_from, to: filter.date_to };
  const step = filter.step ?? defaultStep(period.from, period.to);
  const [income, refunds, expenses, totals, soldAmount, visits, debts] = await Promise.all([
    reports.incomeByDay(db, schoolId, period),
    reports.refundsByDay(db, schoolId, period),
    reports.expensesByDayAndCategory(db, schoolId, period),
    finances.summary(db, schoolId, period),
    reports.subscriptionsSoldAmount(db, schoolId, period),
    reports.visitsMoved(db, schoolId, period),
    reports.debtsAt(db, schoolId, period.to),
  ]);

  const buckets = new Map<string, { income: number; refunds: number; expenses: number }>();
  const bucket = (day: string) => {
    const start = stepStart(day, step);
    const found = buckets.get(start) ?? { income: 0, refunds: 0, expenses: 0 };
    buckets.set(start, found);
    return found;
  };
  const categories = new Map<string, number>();
  for (const row of income) bucket(row.day).income += Number(row.amount);
  for (const row of refunds) bucket(row.day).refunds += Number(row.amount);
  for (const row of expenses) {
    bucket(row.day).expenses += Number(row.amount);
    categories.set(row.category, (categories.get(row.category) ?? 0) + Number(row.amount));
  }

  const spec: readonly string[] = expenseCategories;
  return {
    date_from: period.from,
    date_to: period.to,
    step,
    by_period: [...buckets.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([start, item]) => ({
        period_start: start,
        ...item,
        net: item.income - item.refunds - item.expenses,
      })),
    income: totals.income,
    refunds: totals.refunds,
    expenses: totals.expenses,
    net: totals.net,
    income_by_type: totals.income_by_type,
    income_by_method: totals.income_by_method,
    expenses_by_category: [...categories.entries()]
      .map(([category, amount]) => ({ category, amount }))
      .sort(
        (a, b) =>
          (spec.includes(a.category) ? spec.indexOf(a.category) : spec.length) -
            (spec.includes(b.category) ? spec.indexOf(b.category) : spec.length) || b.amount - a.amount,
      ),
    subscriptions_sold: totals.subscriptions_sold,
    subscriptions_sold_amount: soldAmount,
    visits_used: visits.used,
    visits_burned: visits.burned,
    debts_at_end: debts.owed,
    debtors_at_end: debts.debtors,
  };
}

export async function groups(
  db: Kysely<Database>,
  schoolId: number,
  filter: ReportFilter,
  now: Date,
): Promise<GroupsReport> {
  const scope = scopeOf(schoolId, filter, now);
  const [list, counts, marks] = await Promise.all([
    reports.studentGroups(db, schoolId, filter.group_id),
    reports.lessonCounts(db, scope),
    reports.marksByGroup(db, scope),
  ]);
  return {
    date_from: filter.date_from,
    date_to: filter.date_to,
    rows: list.map((group) => {
      const own = counts.filter((row) => row.group_id === group.id);
      const held = own.reduce((total, row) => total + Number(row.held), 0);
      const canceled = own.reduce((total, row) => total + Number(row.canceled), 0);
      const sums = numbers(
        marks.find((row) => row.group_id === group.id) ?? { present: 0, absent: 0, excused: 0 },
      );
      return {
        group_id: group.id,
        group_name: group.name,
        students: Number(group.students),
        lessons_held: held,
        lessons_canceled: canceled,
        present: sums.present,
        average_present: held === 0 ? null : sums.present / held,
        rate: rateOf(sums),
      };
    }),
  };
}

const DAY_MS = 86_400_000;

/** The lead funnel of the period: arrivals by source and status, conversions and how long they took. */
export async function leads(
  db: Kysely<Database>,
  schoolId: number,
  filter: ReportFilter,
): Promise<LeadsReport> {
  const period = { from: filter.date_from, to: filter.date_to };
  const [bySource, byStatus, converted] = await Promise.all([
    reports.leadsBySource(db, schoolId, period),
    reports.leadsByStatus(db, schoolId, period),
    reports.conversions(db, schoolId, period),
  ]);
  const sources = bySource
    .map((row) => {
      const count = Number(row.leads);
      const done = Number(row.converted);
      return {
        source_id: row.source_id,
        source_name: row.name ?? 'Не указан',
        leads: count,
        converted: done,
        rate: count === 0 ? null : done / count,
      };
    })
    .sort((a, b) => b.leads - a.leads || a.source_name.localeCompare(b.source_name, 'ru'));
  const total = sources.reduce((sum, row) => sum + row.leads, 0);
  const days = converted.map(
    (row) => (Date.parse(String(row.converted_to_client_at)) - Date.parse(String(row.created_at))) / DAY_MS,
  );
  return {
    date_from: period.from,
    date_to: period.to,
    leads: total,
    converted: converted.length,
    rate: total === 0 ? null : converted.length / total,
    average_days_to_convert:
      days.length === 0
        ? null
        : Math.round((days.reduce((sum, value) => sum + value, 0) / days.length) * 10) / 10,
    by_source: sources,
    by_status: byStatus
      .map((row) => ({
        status_id: row.status_id,
        status_name: row.name ?? 'Без статуса',
        leads: Number(row.leads),
      }))
      .sort((a, b) => b.leads - a.leads || a.status_name.localeCompare(b.status_name, 'ru')),
  };
}
