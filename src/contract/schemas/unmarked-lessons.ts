import { z } from 'zod';
import { idField } from './fields';

/** How far back «Не отмечены прошедшие занятия» looks, in the school's days (today minus this many, included). */
export const UNMARKED_LESSON_DAYS = 30;

/**
 * A past held lesson whose roll still has students without a mark (docs/api-schedule.md, «Не отмечены»): when and
 * whose it was, and how many of its roll are unmarked.
 */
export const unmarkedLessonSchema = z.object({
  lesson_id: idField,
  lesson_date: z.string(),
  start_time: z.string(),
  duration_minutes: z.number().int(),
  group_id: idField,
  group_name: z.string(),
  teacher_id: idField.nullable(),
  teacher_name: z.string().nullable(),
  /** Everyone on the roll, as the lesson card lists them. */
  students: z.number().int(),
  unmarked: z.number().int(),
});
export type UnmarkedLesson = z.infer<typeof unmarkedLessonSchema>;
export const unmarkedLessonsListSchema = z.array(unmarkedLessonSchema);

/** A flag taken down: by whom and when (the first dismissal stays; a second changes nothing). */
export const unmarkedDismissalSchema = z.object({
  lesson_id: idField,
  dismissed_by: idField.nullable(),
  dismissed_at: z.string(),
});
export type UnmarkedDismissal = z.infer<typeof unmarkedDismissalSchema>;
