import type { Kysely } from 'kysely';
import { serverErrors } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { assertGroupsOf } from '../people-shared/memberships.ts';
import { isStorableId } from '../people-shared/sql-values.ts';

/** The ids a timetable entry or a lesson points at; an absent one is left unchecked, null means none. */
export type ScheduleReferences = {
  group_id?: number;
  teacher_id?: number | null;
  direction_id?: number | null;
};

async function assertTeacher(db: Kysely<Database>, schoolId: number, id: number): Promise<void> {
  const teacher = isStorableId(id)
    ? await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .where('school_id', '=', schoolId)
        .where('role', '=', 'teacher')
        .executeTakeFirst()
    : undefined;
  if (!teacher) throw badRequest(serverErrors.notATeacher);
}

async function assertStyle(db: Kysely<Database>, schoolId: number, id: number): Promise<void> {
  const style = isStorableId(id)
    ? await db
        .selectFrom('styles')
        .select('id')
        .where('id', '=', id)
        .where('school_id', '=', schoolId)
        .executeTakeFirst()
    : undefined;
  if (!style) throw badRequest(serverErrors.unknownStyle);
}

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
  if (refs.teacher_id != null) await assertTeacher(db, schoolId, refs.teacher_id);
  if (refs.direction_id != null) await assertStyle(db, schoolId, refs.direction_id);
}
