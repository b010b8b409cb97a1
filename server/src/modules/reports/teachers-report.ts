import type { Kysely } from 'kysely';
import type { ReportFilter, SchoolTime, TeachersReport } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import * as users from '../users/service.ts';
import { byName } from './figures.ts';
import { scopeOf } from './lesson-scope.ts';
import { lessonsByTeacher, presentByTeacher, presentInAll } from './teachers-repository.ts';

/** The name of the row of lessons nobody teaches (none set, or the teacher's account removed). */
export const NO_TEACHER = 'Без преподавателя';

/** Minutes as hours to the hundredth: what the table shows and the file holds. */
const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * Each teacher's load over the period (docs/reports.md). Every teacher of the school has a row, an idle one too —
 * unless the report is of one group or direction, where only those with lessons in it belong.
 */
export async function teachers(
  db: Kysely<Database>,
  schoolId: number,
  filter: ReportFilter,
  time: SchoolTime,
): Promise<TeachersReport> {
  const scope = scopeOf(schoolId, filter, time);
  const [lessons, marks, all, staff] = await Promise.all([
    lessonsByTeacher(db, scope),
    presentByTeacher(db, scope),
    presentInAll(db, scope),
    users.listUsers(db, schoolId),
  ]);
  const nameOf = new Map(staff.map((user) => [user.id, user.profile.full_name]));
  const ids = new Set<number | null>(lessons.map((row) => row.teacher_id));
  if (!filter.group_id && !filter.direction_id)
    for (const user of staff)
      if (user.role === 'teacher' && (!filter.teacher_id || user.id === filter.teacher_id)) ids.add(user.id);

  const rows = [...ids].map((id) => {
    const lesson = lessons.find((row) => row.teacher_id === id);
    const mark = marks.find((row) => row.teacher_id === id);
    return {
      teacher_id: id,
      teacher_name: (id !== null && nameOf.get(id)) || NO_TEACHER,
      lessons_held: Number(lesson?.held ?? 0),
      lessons_canceled: Number(lesson?.canceled ?? 0),
      hours: hoursOf(Number(lesson?.minutes ?? 0)),
      students: Number(mark?.students ?? 0),
      present: Number(mark?.present ?? 0),
    };
  });
  const named = rows.filter((row) => row.teacher_id !== null).sort(byName((row) => row.teacher_name));
  const sum = (key: 'lessons_held' | 'lessons_canceled') => rows.reduce((total, row) => total + row[key], 0);
  const minutes = lessons.reduce((total, row) => total + Number(row.minutes), 0);
  return {
    date_from: filter.date_from,
    date_to: filter.date_to,
    totals: {
      lessons_held: sum('lessons_held'),
      lessons_canceled: sum('lessons_canceled'),
      hours: hoursOf(minutes),
      students: Number(all.students),
      present: Number(all.present),
    },
    rows: [...named, ...rows.filter((row) => row.teacher_id === null)],
  };
}
