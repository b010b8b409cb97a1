import { z } from 'zod';
import { isIsoDate } from '../dates';
import { idField, isoDateField, requiredText, wholeNumberField } from './fields';

/** `HH:mm`, 00:00–23:59. */
export const timeField = (label: string) =>
  z
    .string({ error: `Поле «${label}» должно быть строкой` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Поле «${label}»: время в формате ЧЧ:ММ`);

/** How long a lesson may last, in minutes: the schema's rule and the forms' limits. */
export const LESSON_MINUTES = { min: 5, max: 600 } as const;

export const durationField = wholeNumberField(
  'Длительность — число минут',
  'Длительность — целое число минут',
).pipe(
  z
    .number()
    .min(LESSON_MINUTES.min, `Длительность — не меньше ${LESSON_MINUTES.min} минут`)
    .max(LESSON_MINUTES.max, `Длительность — не больше ${LESSON_MINUTES.max} минут`),
);

/** 1 = Monday … 7 = Sunday: sorting by weekday follows the Monday-first week. */
const WEEKDAY_MESSAGE = 'День недели — число от 1 (понедельник) до 7 (воскресенье)';
export const weekdayField = wholeNumberField(WEEKDAY_MESSAGE).pipe(
  z.number().min(1, WEEKDAY_MESSAGE).max(7, WEEKDAY_MESSAGE),
);

export const weekdayLabels = [
  '',
  'Понедельник',
  'Вторник',
  'Среда',
  'Четверг',
  'Пятница',
  'Суббота',
  'Воскресенье',
];

export const dateRangeRefine = <T extends { active_from?: string | null; active_to?: string | null }>(
  value: T,
) => !value.active_from || !value.active_to || value.active_from <= value.active_to;
export const dateRangeMessage = 'Дата окончания раньше даты начала';

// Directions (the spec's "styles").
export const styleSchema = z.object({
  id: idField,
  name: z.string(),
  active_from: z.string().nullable(),
  active_to: z.string().nullable(),
  is_archived: z.boolean(),
  school_id: idField,
});
export type Style = z.infer<typeof styleSchema>;
export const stylesListSchema = z.array(styleSchema);
export const styleCreateSchema = z
  .object({
    name: requiredText('Направление', 100),
    active_from: isoDateField('Действует с').default(null),
    active_to: isoDateField('Действует по').default(null),
    school_id: idField.optional(),
  })
  .refine(dateRangeRefine, dateRangeMessage);
export const styleUpdateSchema = z.object({
  name: requiredText('Направление', 100).optional(),
  active_from: isoDateField('Действует с').optional(),
  active_to: isoDateField('Действует по').optional(),
  is_archived: z.boolean({ error: 'Поле «В архиве» должно быть да/нет' }).optional(),
});

// The weekly timetable.
export const scheduleEntrySchema = z.object({
  id: idField,
  group_id: idField,
  group_name: z.string(),
  weekday: z.number().int(),
  start_time: z.string(),
  duration_minutes: z.number().int(),
  school_id: idField,
  active_from: z.string().nullable(),
  active_to: z.string().nullable(),
  teacher_id: idField.nullable(),
  teacher_name: z.string().nullable(),
  direction_id: idField.nullable(),
  direction_name: z.string().nullable(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;
export const scheduleEntriesListSchema = z.array(scheduleEntrySchema);
const scheduleFields = {
  group_id: idField,
  weekday: weekdayField,
  start_time: timeField('Начало'),
  duration_minutes: durationField,
  teacher_id: idField.nullable(),
  direction_id: idField.nullable(),
  active_from: isoDateField('Действует с'),
  active_to: isoDateField('Действует по'),
};
export const scheduleEntryCreateSchema = z
  .object({
    ...scheduleFields,
    teacher_id: scheduleFields.teacher_id.default(null),
    direction_id: scheduleFields.direction_id.default(null),
    active_from: scheduleFields.active_from.default(null),
    active_to: scheduleFields.active_to.default(null),
    school_id: idField.optional(),
  })
  .refine(dateRangeRefine, dateRangeMessage);
export const scheduleEntryUpdateSchema = z
  .object({
    group_id: scheduleFields.group_id.optional(),
    weekday: scheduleFields.weekday.optional(),
    start_time: scheduleFields.start_time.optional(),
    duration_minutes: scheduleFields.duration_minutes.optional(),
    teacher_id: scheduleFields.teacher_id.optional(),
    direction_id: scheduleFields.direction_id.optional(),
    active_from: scheduleFields.active_from.optional(),
    active_to: scheduleFields.active_to.optional(),
  })
  .refine(dateRangeRefine, dateRangeMessage);

export const schoolFilterSchema = z.object({ school_id: idField.optional() });

export const isoDateText = (label: string) =>
  z
    .string({ error: `Поле «${label}» должно быть датой` })
    .refine(isIsoDate, `Поле «${label}»: дата ГГГГ-ММ-ДД`);
