import { z } from 'zod';
import { idField, optionalText, requiredText, wholeNumberField } from './fields';

/** What a group gathers: each table (leads, students, clients) has its own group tabs. */
export const groupEntityTypes = ['lead', 'student', 'client'] as const;
export type GroupEntityType = (typeof groupEntityTypes)[number];

/** Tag colours (spec: red, blue, green or a hex colour). */
const TAG_COLOR = /^(red|blue|green|#[0-9a-fA-F]{6})$/;
export const tagColorField = z
  .string({ error: 'Цвет: red, blue, green или #RRGGBB' })
  .regex(TAG_COLOR, 'Цвет: red, blue, green или #RRGGBB');
export type TagColor = z.infer<typeof tagColorField>;

/** Colours new groups get in turn (the calendar paints lessons with their group's colour). */
export const groupPalette = [
  '#6366f1',
  '#0ea5e9',
  '#10b981',
  '#f59e0b',
  '#ef4444',
  '#ec4899',
  '#8b5cf6',
  '#14b8a6',
];

/** The most students a group may be given room for: a large hall, not a typo of an extra zero. */
export const GROUP_CAPACITY_MAX = 500;

/** How many students a student group takes; null is no limit. */
const capacityField = wholeNumberField('Поле «Вместимость» должно быть целым числом')
  .refine(
    (value) => value >= 1 && value <= GROUP_CAPACITY_MAX,
    `Поле «Вместимость»: от 1 до ${GROUP_CAPACITY_MAX} учеников`,
  )
  .nullable();

export const groupSchema = z.object({
  id: idField,
  name: z.string(),
  entity_type: z.enum(groupEntityTypes),
  school_id: idField,
  color: z.string(),
  /** Whether an absence without a reason takes a visit off a subscription (docs/money.md). */
  charge_absence: z.boolean(),
  /** Student groups only: how many students it takes; null is no limit (docs/reports.md, group load). */
  capacity: z.number().int().nullable(),
  /** Student groups only: shown on the school's public trial form (docs/join-form.md). */
  open_for_trials: z.boolean(),
});
export type Group = z.infer<typeof groupSchema>;
export const groupsListSchema = z.array(groupSchema);

const openForTrialsField = z.boolean({ error: 'Поле «Запись на пробное» должно быть да/нет' });

/** The name a group gets when it is created without one: «Новая группа», then «Новая группа 2», … per table. */
export const GROUP_DEFAULT_NAME = 'Новая группа';
export const defaultGroupName = (n: number) => (n <= 1 ? GROUP_DEFAULT_NAME : `${GROUP_DEFAULT_NAME} ${n}`);

/** The spec sets no rule on a new group's name: left out, empty or spaces, the server names it (per table). */
export const groupCreateSchema = z.object({
  name: optionalText('Название группы', 100).optional(),
  entity_type: z.enum(groupEntityTypes, { error: 'Тип группы: lead, student или client' }),
  school_id: idField.optional(),
  color: tagColorField.optional(),
  capacity: capacityField.optional(),
  open_for_trials: openForTrialsField.optional(),
});
export type GroupCreateInput = z.input<typeof groupCreateSchema>;

export const groupUpdateSchema = z.object({
  name: requiredText('Название группы', 100).optional(),
  color: tagColorField.optional(),
  charge_absence: z.boolean({ error: 'Поле «Списывать за пропуск» должно быть да/нет' }).optional(),
  capacity: capacityField.optional(),
  open_for_trials: openForTrialsField.optional(),
});

export const groupsFilterSchema = z.object({
  school_id: idField.optional(),
  entity_type: z.enum(groupEntityTypes, { error: 'Тип группы: lead, student или client' }).optional(),
});

/** A row's membership as it is answered inside leads, students and clients. */
export const groupRefSchema = z.object({ id: idField, name: z.string() });
export type GroupRef = z.infer<typeof groupRefSchema>;

/** Membership in a write: `groups` replaces the set; `group_id` puts the row into exactly that group (or none). */
export const membershipFields = {
  group_id: idField.nullable().optional(),
  groups: z.array(idField, { error: 'Поле «Группы» должно быть списком' }).max(100).optional(),
};

/** Two names one table cannot tell apart: the same letters whatever the case or the spaces around them. */
export const groupNameKey = (name: string) => name.trim().toLocaleLowerCase('ru');
