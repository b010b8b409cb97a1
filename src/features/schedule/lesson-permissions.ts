import { can, type Lesson, type User } from '@/contract';

/** Who is looking at the schedule: what the controls depend on. */
export type ScheduleViewer = Pick<User, 'id' | 'role'>;

/**
 * docs/api-schedule.md: the owner and the front desk mark any lesson, a teacher only their own; a cancelled
 * lesson takes no marks.
 */
export function canMarkAttendance(viewer: ScheduleViewer, lesson: Lesson): boolean {
  if (!can(viewer.role, 'attendance:mark')) return false;
  return viewer.role !== 'teacher' || lesson.teacher_id === viewer.id;
}
