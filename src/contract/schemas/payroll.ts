import { z } from 'zod';
import { MAX_AMOUNT_KOPECKS } from '../money';
import { idField, requiredText, wholeNumberField } from './fields';
import { payrollNoteSchema } from './ledger-notes';
import { countField, priceField } from './money';
import { isoDateText } from './schedule';

// Teacher payroll (docs/payroll.md): rates per teacher, effective from a date, and the pay of a period computed
// from the lessons held and the attendance recorded. Amounts are integer kopecks.

/**
 * - `lesson`: `amount` per lesson held;
 * - `hour`: `amount` per hour of a lesson held (a 90-minute lesson pays 1.5 × amount);
 * - `student`: `amount` per student present, `min_amount` for a lesson nobody came to;
 * - `percent`: `percent` of what the lesson's visits charged.
 */
export const payRateKinds = ['lesson', 'hour', 'student', 'percent'] as const;
export type PayRateKind = (typeof payRateKinds)[number];
export const payRateKindLabels: Record<PayRateKind, string> = {
  lesson: 'За занятие',
  hour: 'За час',
  student: 'За ученика',
  percent: 'Процент от посещений',
};

export const payRateSchema = z.object({
  id: z.number().int(),
  teacher_id: z.number().int(),
  teacher_name: z.string(),
  kind: z.enum(payRateKinds),
  amount: z.number().int(),
  min_amount: z.number().int(),
  percent: z.number().int(),
  /** Scope: a group, else a direction, else (both null) every lesson of the teacher. */
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  direction_id: z.number().int().nullable(),
  direction_name: z.string().nullable(),
  effective_from: z.string(),
  created_at: z.string(),
});
export type PayRate = z.infer<typeof payRateSchema>;
export const payRatesListSchema = z.array(payRateSchema);

export const payRateCreateSchema = z
  .object({
    teacher_id: idField,
    kind: z.enum(payRateKinds, { error: 'Вид ставки: lesson, hour, student или percent' }),
    amount: priceField.default(0),
    min_amount: priceField.default(0),
    percent: countField('Процент', 0, 100).default(0),
    group_id: idField.nullable().default(null),
    direction_id: idField.nullable().default(null),
    effective_from: isoDateText('Действует с'),
  })
  .refine((rate) => rate.group_id === null || rate.direction_id === null, {
    message: 'Ставка действует для группы или для направления, не для обоих сразу',
    path: ['direction_id'],
  })
  .refine((rate) => (rate.kind === 'percent' ? rate.percent > 0 : rate.amount > 0), {
    message: 'Укажите размер ставки: сумму больше нуля (для процента — процент от 1 до 100)',
    path: ['amount'],
  });
export type PayRateCreate = z.infer<typeof payRateCreateSchema>;
export type PayRateCreateInput = z.input<typeof payRateCreateSchema>;

export const payrollFilterSchema = z
  .object({
    date_from: isoDateText('С'),
    date_to: isoDateText('По'),
    /** One teacher; a teacher's own payroll when the caller is a teacher. */
    teacher_id: idField.optional(),
  })
  .refine((filter) => filter.date_from <= filter.date_to, {
    message: 'Дата «по» не может быть раньше даты «с»',
    path: ['date_to'],
  });
export type PayrollFilter = z.infer<typeof payrollFilterSchema>;

/** One lesson of the period and why it pays what it pays — or a manual addition or deduction (no lesson). */
export const payrollLineSchema = z.object({
  lesson_id: z.number().int().nullable(),
  /**
   * '' for a lesson's own line. A manual addition or deduction (no lesson) has its reason; a correction (a lesson
   * of a closed period whose pay changed since, counted in the next period) says what was and what is due.
   */
  note: z.string(),
  /** The note's code and data, said by `sayNote` as `note` is; null for a lesson's own line. */
  note_data: payrollNoteSchema.nullable(),
  lesson_date: z.string(),
  start_time: z.string(),
  duration_minutes: z.number().int(),
  group_name: z.string(),
  students_present: z.number().int(),
  /** What the lesson's visits charged (the base of a percent rate). */
  charged: z.number().int(),
  /** The rate applied; null when the teacher has none for this lesson (it pays nothing, and says so). */
  rate: payRateSchema
    .pick({ id: true, kind: true, amount: true, min_amount: true, percent: true })
    .nullable(),
  amount: z.number().int(),
  /** Set when the lesson pays a one-off amount instead of its rate: why. */
  override_reason: z.string().nullable(),
});
export type PayrollLine = z.infer<typeof payrollLineSchema>;

export const payrollTeacherSchema = z.object({
  teacher_id: z.number().int(),
  teacher_name: z.string(),
  lessons: z.number().int(),
  total: z.number().int(),
  lines: z.array(payrollLineSchema),
});
export type PayrollTeacher = z.infer<typeof payrollTeacherSchema>;

export const payrollSchema = z.object({
  date_from: z.string(),
  date_to: z.string(),
  teachers: z.array(payrollTeacherSchema),
});
export type Payroll = z.infer<typeof payrollSchema>;

const choiceSchema = z.object({ id: z.number().int(), name: z.string() });
/** What a rate may name: the school's teachers, student groups and directions (the accountant reads no others). */
export const payRateChoicesSchema = z.object({
  teachers: z.array(choiceSchema),
  groups: z.array(choiceSchema),
  directions: z.array(choiceSchema),
});
export type PayRateChoices = z.infer<typeof payRateChoicesSchema>;

/** A closed period: its figures as they were at closing, per teacher, and whether each teacher has been paid. */
export const payrollPeriodSchema = z.object({
  id: z.number().int(),
  date_from: z.string(),
  date_to: z.string(),
  closed_at: z.string(),
  total: z.number().int(),
  teachers: z.array(
    payrollTeacherSchema.extend({
      /** The «Зарплата» expense the payout made; null until paid. */
      expense_id: z.number().int().nullable(),
    }),
  ),
});
export type PayrollPeriod = z.infer<typeof payrollPeriodSchema>;
export const payrollPeriodsListSchema = z.array(payrollPeriodSchema);

export const payrollCloseSchema = z
  .object({ date_from: isoDateText('С'), date_to: isoDateText('По') })
  .refine((period) => period.date_from <= period.date_to, {
    message: 'Дата «по» не может быть раньше даты «с»',
    path: ['date_to'],
  });
export type PayrollClose = z.infer<typeof payrollCloseSchema>;

export const payrollPaySchema = z.object({ teacher_id: idField });

/** A manual addition (positive) or deduction (negative) with its reason, in kopecks. */
export const payrollAdjustmentCreateSchema = z.object({
  teacher_id: idField,
  on_date: isoDateText('Дата'),
  amount: wholeNumberField('Поле «Сумма» должно быть суммой в копейках').refine(
    (value) => value !== 0 && Math.abs(value) <= MAX_AMOUNT_KOPECKS,
    'Поле «Сумма»: не ноль и не больше 10 000 000 ₽ по модулю (удержание — со знаком минус)',
  ),
  reason: requiredText('Причина', 300),
});
export type PayrollAdjustmentCreate = z.infer<typeof payrollAdjustmentCreateSchema>;
export type PayrollAdjustmentCreateInput = z.input<typeof payrollAdjustmentCreateSchema>;

/** A one-off pay for one lesson instead of its rate; `amount: null` takes it back. */
export const lessonPaySchema = z
  .object({
    lesson_id: idField,
    amount: priceField.nullable(),
    reason: z.string({ error: 'Поле «Причина» должно быть строкой' }).trim().max(300).default(''),
  })
  .refine((pay) => pay.amount === null || pay.reason !== '', {
    message: 'Укажите причину разовой суммы',
    path: ['reason'],
  });
export type LessonPay = z.infer<typeof lessonPaySchema>;
export type LessonPayInput = z.input<typeof lessonPaySchema>;
export const lessonPayAnswerSchema = z.object({
  lesson_id: z.number().int(),
  amount: z.number().int().nullable(),
  reason: z.string(),
});
export type LessonPayAnswer = z.infer<typeof lessonPayAnswerSchema>;
