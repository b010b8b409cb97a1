import { serverErrors } from '@/contract';
import { apiErrors } from '../http/api-error';
import { referencedGroup } from './school-rows';
import type { MockTables, StyleRow, UserRow } from './tables';

/** The ids a timetable entry or a lesson points at; absent ones are not checked, null means none. */
export type ScheduleReferences = {
  group_id?: number;
  teacher_id?: number | null;
  direction_id?: number | null;
};

function referencedTeacher(db: MockTables, schoolId: number, id: number): UserRow {
  const user = db.users.rows.find((candidate) => candidate.id === id);
  if (!user || user.school_id !== schoolId || user.role !== 'teacher') {
    throw apiErrors.badRequest(serverErrors.notATeacher);
  }
  return user;
}

function referencedStyle(db: MockTables, schoolId: number, id: number): StyleRow {
  const style = db.styles.rows.find((candidate) => candidate.id === id);
  if (!style || style.school_id !== schoolId) throw apiErrors.badRequest(serverErrors.unknownStyle);
  return style;
}

/**
 * docs/api-schedule.md: a lesson belongs to a student group of the school, is taught by a teacher of the school
 * and has a direction of the school; anything else answers 400 naming what is wrong, checked in that order.
 */
export function checkScheduleReferences(db: MockTables, schoolId: number, refs: ScheduleReferences): void {
  if (refs.group_id !== undefined) referencedGroup(db, schoolId, refs.group_id, 'student');
  if (refs.teacher_id != null) referencedTeacher(db, schoolId, refs.teacher_id);
  if (refs.direction_id != null) referencedStyle(db, schoolId, refs.direction_id);
}
