import type { MockTables } from './tables';

/**
 * A removed staff member leaves the schedule as it is, only without them: the server's foreign keys set the
 * teacher of entries and lessons, and the author of attendance marks, to null.
 */
export function releaseFromSchedule(db: MockTables, userId: number): void {
  for (const row of [...db.schedules.rows, ...db.lessons.rows]) {
    if (row.teacher_id === userId) row.teacher_id = null;
  }
  for (const mark of db.attendance.rows) {
    if (mark.marked_by === userId) mark.marked_by = null;
  }
}
