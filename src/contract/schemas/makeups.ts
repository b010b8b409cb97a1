import { z } from 'zod';
import { idField } from './fields';

// Make-ups (docs/makeups.md): what a pass's excused absences earn, and the lessons they are made up in.

export const makeupStatuses = ['available', 'booked', 'used', 'expired'] as const;
export type MakeupStatus = (typeof makeupStatuses)[number];
export const makeupStatusLabels: Record<MakeupStatus, string> = {
  available: 'можно отработать',
  booked: 'записан на отработку',
  used: 'отработано',
  expired: 'сгорела',
};

/** A lesson as a make-up names it: the one missed, or the one it is made up in. */
const makeupLessonSchema = z.object({
  /** Null once the lesson missed was deleted (the make-up keeps its day). */
  lesson_id: idField.nullable(),
  date: z.string(),
  start_time: z.string().nullable(),
  group_name: z.string().nullable(),
  style_name: z.string().nullable(),
});
export type MakeupLesson = z.infer<typeof makeupLessonSchema>;

export const makeupSchema = z.object({
  id: idField,
  student_id: idField,
  /** The pass whose excused absence earned it; the make-up's visit is charged to it. */
  subscription_id: idField,
  sub_name: z.string(),
  missed: makeupLessonSchema,
  /** The last day a lesson may make it up. */
  expires_on: z.string(),
  /** Only in a lesson of the missed lesson's style. */
  same_style: z.boolean(),
  status: z.enum(makeupStatuses),
  /** The lesson it is booked into (booked) or was made up in (used). */
  booking: makeupLessonSchema.nullable(),
});
export type Makeup = z.infer<typeof makeupSchema>;
export const makeupsListSchema = z.array(makeupSchema);

export const makeupsFilterSchema = z.object({ student_id: idField, school_id: idField.optional() });

/** A lesson a make-up may be booked into, with the seats it has left (null: its group sets no limit). */
export const makeupOptionSchema = z.object({
  lesson_id: idField,
  date: z.string(),
  start_time: z.string(),
  group_name: z.string(),
  style_name: z.string().nullable(),
  teacher_name: z.string().nullable(),
  free_seats: z.number().int().nullable(),
});
export type MakeupOption = z.infer<typeof makeupOptionSchema>;
export const makeupOptionsSchema = z.array(makeupOptionSchema);

export const makeupOptionsFilterSchema = z.object({ makeup_id: idField, school_id: idField.optional() });
export const makeupBookSchema = z.object({
  makeup_id: idField,
  lesson_id: idField,
  school_id: idField.optional(),
});
export type MakeupBookInput = z.input<typeof makeupBookSchema>;
export const makeupCancelSchema = z.object({ makeup_id: idField, school_id: idField.optional() });
