import { z } from 'zod';
import { idField } from './fields';
import { attendanceMarks } from './money';
import { durationField, isoDateText, timeField } from './schedule';

export const lessonSchema = z.object({
  id: idField,
  group_id: idField,
  group_name: z.string(),
  group_color: z.string(),
  direction_id: idField.nullable(),
  teacher_id: idField.nullable(),
  teacher_name: z.string().nullable(),
  lesson_date: z.string(),
  start_time: z.string(),
  duration_minutes: z.number().int(),
  is_canceled: z.boolean(),
  dance_style: z.string().nullable(),
  school_id: idField,
  /** The timetable entry it was generated from; null for a one-off lesson. */
  schedule_id: idField.nullable(),
});
export type Lesson = z.infer<typeof lessonSchema>;
export const lessonDetailSchema = lessonSchema.extend({ teacher_phone: z.string().nullable() });
export type LessonDetail = z.infer<typeof lessonDetailSchema>;
export const lessonsListSchema = z.array(lessonSchema);

/** The calendar asks only for the dates it shows. */
export const lessonsFilterSchema = z
  .object({
    school_id: idField.optional(),
    date_from: isoDateText('С').optional(),
    date_to: isoDateText('По').optional(),
  })
  .refine((v) => !v.date_from || !v.date_to || v.date_from <= v.date_to, 'Дата «по» раньше даты «с»');

export const lessonCreateSchema = z.object({
  group_id: idField,
  lesson_date: isoDateText('Дата'),
  start_time: timeField('Начало'),
  duration_minutes: durationField,
  teacher_id: idField.nullable().default(null),
  direction_id: idField.nullable().default(null),
  school_id: idField.optional(),
});
export type LessonCreateInput = z.input<typeof lessonCreateSchema>;

export const lessonUpdateSchema = z.object({
  lesson_date: isoDateText('Дата').optional(),
  start_time: timeField('Начало').optional(),
  duration_minutes: durationField.optional(),
  teacher_id: idField.nullable().optional(),
  direction_id: idField.nullable().optional(),
  is_canceled: z.boolean({ error: 'Поле «Отменено» должно быть да/нет' }).optional(),
});

export const lessonGenerationResponseSchema = z.object({
  created: z.number().int(),
  date_from: z.string(),
  date_to: z.string(),
});

// Attendance: every student of the lesson's group. `is_present` is the spec's field (present until marked
// otherwise); `mark` tells a recorded visit from «не отмечено», and only a recorded visit charges (docs/money.md).
export const attendanceRecordSchema = z.object({
  lesson_id: idField,
  student_id: idField,
  student_name: z.string(),
  is_present: z.boolean(),
  mark: z.enum(attendanceMarks).nullable(),
  /** When someone marked it; null while unmarked. */
  marked_at: z.string().nullable(),
  /** The family announced the absence from the cabinet («не придём», docs/cabinet.md). */
  announced: z.boolean(),
  /** Whether a subscription covers this visit (charged to one, or one is valid for it). */
  covered: z.boolean(),
  /** The visit is inside a freeze of the student's subscription: it charges nothing. */
  frozen: z.boolean(),
  // What the front desk sees; null for a teacher, who learns only whether the visit is covered.
  sub_name: z.string().nullable(),
  remaining_visits: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  balance: z.number().int().nullable(),
  debt_visits: z.number().int().nullable(),
  /** Another uncovered visit would pass the school's debt limit: the roll warns before marking it. */
  debt_limit_reached: z.boolean(),
  /** No pass covers the visit and the school bills an absence without one: «не был» writes a debt. */
  absence_debt: z.boolean(),
  /** A make-up guest (docs/makeups.md): the make-up the student is booked for; null for the group's own. */
  makeup_id: idField.nullable(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;
export const attendanceListSchema = z.array(attendanceRecordSchema);
export const attendanceFilterSchema = z.object({ lesson_id: idField });

const markField = z.enum(attendanceMarks, { error: 'Отметка: present, absent, excused или null' }).nullable();
/**
 * One student's mark. `mark` says it fully (null removes it); the spec's `is_present` still works and means
 * present or absent.
 */
export const attendanceMarkSchema = z
  .object({
    lesson_id: idField,
    student_id: idField,
    mark: markField.optional(),
    is_present: z.boolean({ error: 'Поле «Присутствовал» должно быть да/нет' }).optional(),
  })
  .refine((v) => (v.mark === undefined) !== (v.is_present === undefined), {
    message: 'Укажите отметку одним полем: mark или is_present',
  })
  .transform(({ lesson_id, student_id, mark, is_present }) => ({
    lesson_id,
    student_id,
    mark: mark !== undefined ? mark : is_present ? ('present' as const) : ('absent' as const),
  }));
export type AttendanceMarkInput = z.input<typeof attendanceMarkSchema>;

/** «Все присутствовали»: every student of the lesson not yet marked becomes present. */
export const attendanceMarkAllSchema = z.object({ lesson_id: idField });
