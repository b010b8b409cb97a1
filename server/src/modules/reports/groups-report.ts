import type { Kysely } from 'kysely';
import type { GroupsReport, ReportFilter, SchoolTime } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { numbers, rateOf } from './figures.ts';
import { lessonCounts, marksByGroup, scopeOf } from './lesson-scope.ts';
import { waitlistLengths } from './makeups-repository.ts';
import { studentGroups } from './people-repository.ts';

/**
 * Each student group's load over the period: members and how full it is, lessons held and cancelled, visits, and
 * how many wait in its line now.
 */
export async function groups(
  db: Kysely<Database>,
  schoolId: number,
  filter: ReportFilter,
  time: SchoolTime,
): Promise<GroupsReport> {
  const scope = scopeOf(schoolId, filter, time);
  const [list, counts, marks, waiting] = await Promise.all([
    studentGroups(db, schoolId, filter.group_id),
    lessonCounts(db, scope),
    marksByGroup(db, scope),
    waitlistLengths(db, schoolId),
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
      const students = Number(group.students);
      return {
        group_id: group.id,
        group_name: group.name,
        students,
        capacity: group.capacity,
        fill_rate: group.capacity ? students / group.capacity : null,
        lessons_held: held,
        lessons_canceled: canceled,
        present: sums.present,
        average_present: held === 0 ? null : sums.present / held,
        rate: rateOf(sums),
        waitlist: waiting.get(group.id) ?? 0,
      };
    }),
  };
}
