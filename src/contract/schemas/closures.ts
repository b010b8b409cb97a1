import { z } from 'zod';
import { idField, requiredText } from './fields';
import { isoDateText } from './schedule';

// School closures (holidays, a burst pipe): a day or a range when the whole school or some groups do not work.
// Creating one cancels the lessons in it and gives the passes valid then their closed days back (docs/closures.md).

/** The longest closure, so a typo of a year does not cancel a school's whole timetable. */
export const CLOSURE_MAX_DAYS = 92;

export const closureSchema = z.object({
  id: z.number().int(),
  starts_on: z.string(),
  ends_on: z.string(),
  reason: z.string(),
  /** The closed groups; empty when the whole school is closed. */
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** What it did when it was created: lessons it cancelled, passes it extended. */
  canceled_lessons: z.number().int(),
  extended_subscriptions: z.number().int(),
  created_at: z.string(),
});
export type Closure = z.infer<typeof closureSchema>;
export const closuresListSchema = z.array(closureSchema);

export const closureCreateSchema = z
  .object({
    starts_on: isoDateText('С'),
    ends_on: isoDateText('По'),
    reason: requiredText('Причина', 200),
    group_ids: z.array(idField, { error: 'Поле «Группы» должно быть списком' }).max(100).default([]),
  })
  .refine((closure) => closure.starts_on <= closure.ends_on, {
    message: 'Дата «по» не может быть раньше даты «с»',
    path: ['ends_on'],
  });
export type ClosureCreate = z.infer<typeof closureCreateSchema>;
export type ClosureCreateInput = z.input<typeof closureCreateSchema>;
