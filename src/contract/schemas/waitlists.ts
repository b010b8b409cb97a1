import { z } from 'zod';
import { idField } from './fields';

// Waitlists (docs/makeups.md, «Лист ожидания»): who waits for a seat of a full group or lesson, in order, and the
// offer the first in line gets when one frees.

export const waitlistStatuses = ['waiting', 'offered'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

export const waitlistEntrySchema = z.object({
  id: idField,
  group_id: idField.nullable(),
  lesson_id: idField.nullable(),
  /** What is waited for: the group's name, and the lesson's day and time for a lesson. */
  group_name: z.string(),
  lesson_date: z.string().nullable(),
  start_time: z.string().nullable(),
  student_id: idField.nullable(),
  lead_id: idField.nullable(),
  name: z.string(),
  /** The make-up a student waits to book into the lesson. */
  makeup_id: idField.nullable(),
  /** 1 for the first in line. */
  position: z.number().int(),
  status: z.enum(waitlistStatuses),
  created_at: z.string(),
  offered_at: z.string().nullable(),
  /** The offer's deadline: after it, the seat goes to the next in line. */
  offer_expires_at: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export const waitlistSchema = z.array(waitlistEntrySchema);

const targetMessage = { message: 'Укажите одно: группу (group_id) или занятие (lesson_id)' };
const personMessage = { message: 'Укажите одного: ученика (student_id) или лида (lead_id)' };

export const waitlistFilterSchema = z
  .object({ group_id: idField.optional(), lesson_id: idField.optional(), school_id: idField.optional() })
  .refine((v) => (v.group_id === undefined) !== (v.lesson_id === undefined), targetMessage);

export const waitlistJoinSchema = z
  .object({
    group_id: idField.optional(),
    lesson_id: idField.optional(),
    student_id: idField.optional(),
    lead_id: idField.optional(),
    makeup_id: idField.optional(),
    school_id: idField.optional(),
  })
  .refine((v) => (v.group_id === undefined) !== (v.lesson_id === undefined), targetMessage)
  .refine((v) => (v.student_id === undefined) !== (v.lead_id === undefined), personMessage);
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>;

export const waitlistEntryActionSchema = z.object({ entry_id: idField, school_id: idField.optional() });

export const waitlistSettingsSchema = z.object({ offer_hours: z.number().int() });
export const waitlistSettingsUpdateSchema = z.object({
  offer_hours: z
    .number({ error: 'Поле «Часов на ответ» должно быть числом' })
    .int('Поле «Часов на ответ»: целое число')
    .min(1, 'Поле «Часов на ответ»: от 1 до 168')
    .max(168, 'Поле «Часов на ответ»: от 1 до 168'),
});
