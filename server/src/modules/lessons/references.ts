import type { Kysely } from 'kysely';
import { serverErrors } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { assertGroupsOf } from '../groups/service.ts';
import { invalid } from '../shared/domain-errors.ts';
import { isStyleOf } from '../styles/service.ts';
import { isTeacherOf } from '../users/service.ts';

/** The ids a timetable entry or a lesson points at; an absent one is left unchecked, null means none. */
export type ScheduleReferences = {
  group_id?: number;
  teacher_id?: number | null;
  direction_id?: number | null;
};

/**
 * docs/api-schedule.md: a student group of the school, a teacher of the school, a direction of the school;
 * anything else (unknown or another school's) answers 400 naming what is wrong, checked in that order.
 */
export async function assertScheduleReferences(
  db: Kysely<Database>,
  schoolId: number,
  refs: ScheduleReferences,
): Promise<void> {
  if (refs.group_id !== undefined) await assertGroupsOf(db, schoolId, 'student', [refs.group_id]);
  if (refs.teacher_id != null && !(await isTeacherOf(db, schoolId, refs.teacher_id))) {
    throw invalid(serverErrors.notATeacher);
  }
  if (refs.direction_id != null && !(await isStyleOf(db, schoolId, refs.direction_id))) {
    throw invalid(serverErrors.unknownStyle);
  }
}
