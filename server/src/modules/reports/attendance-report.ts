import type { Kysely } from 'kysely';
import {
  type AttendanceReport,
  type ReportFilter,
  type SchoolTime,
  STOPPED_COMING_DAYS,
} from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { addDays } from '../shared/local-date.ts';
import * as subscriptions from '../subscriptions/service.ts';
import { byName, numbers, rateOf } from './figures.ts';
import { lessonCounts, marksByDay, marksByGroup, marksByStudent, scopeOf } from './lesson-scope.ts';
import { makeupCounts } from './makeups-repository.ts';
import * as people from './people-repository.ts';

/**
 * Attendance of the period: marks on held lessons by group, student and day, who stopped coming, and the make-ups
 * given, used and expired.
 */
export async function attendance(
  db: Kysely<Database>,
  schoolId: number,
  filter: ReportFilter,
  time: SchoolTime,
): Promise<AttendanceReport> {
  const scope = scopeOf(schoolId, filter, time);
  const [byGroup, byStudent, byDay, counts, groups, students, stopped, makeups] = await Promise.all([
    marksByGroup(db, scope),
    marksByStudent(db, scope),
    marksByDay(db, scope),
    lessonCounts(db, scope),
    people.groupNames(db, schoolId),
    people.studentNames(db, schoolId),
    stoppedComing(db, schoolId, filter.group_id ?? null, scope.today),
    makeupCounts(db, scope),
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
    makeups,
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
    ? new Set((await people.groupMembers(db, groupId)).map((row) => row.student_id))
    : null;
  const visits = await people.lastVisits(db, schoolId, today);
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
