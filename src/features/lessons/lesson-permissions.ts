import { canOnRow, type Lesson, type User } from '@/contract';

/** Who is looking at the schedule: what the controls depend on. */
export type ScheduleViewer = Pick<User, 'id' | 'role'>;

/** The permission table's row rule: the owner and the front desk mark any lesson, a teacher only their own. */
export function canMarkAttendance(viewer: ScheduleViewer, lesson: Lesson): boolean {
  return canOnRow(viewer.role, 'attendance:mark', lesson.teacher_id === viewer.id);
}
