import { z } from 'zod';
import { idField, requiredText } from './fields';
import { tagColorField } from './groups';

/** Statuses are per school and typed: a lead's pipeline and a student's state are separate lists. */
export const statusTypes = ['lead', 'student'] as const;
export type StatusType = (typeof statusTypes)[number];

export const statusSchema = z.object({
  id: idField,
  name: z.string(),
  type: z.enum(statusTypes),
  color: z.string(),
  school_id: idField,
});
export type Status = z.infer<typeof statusSchema>;
export const statusesListSchema = z.array(statusSchema);

export const statusCreateSchema = z.object({
  name: requiredText('Название статуса', 60),
  type: z.enum(statusTypes, { error: 'Тип статуса: lead или student' }),
  color: tagColorField.optional(),
});
export const statusUpdateSchema = z.object({
  name: requiredText('Название статуса', 60).optional(),
  color: tagColorField.optional(),
});
export const statusesFilterSchema = z.object({
  school_id: idField.optional(),
  type: z.enum(statusTypes, { error: 'Тип статуса: lead или student' }).optional(),
});

export const sourceSchema = z.object({ id: idField, name: z.string(), school_id: idField });
export type Source = z.infer<typeof sourceSchema>;
export const sourcesListSchema = z.array(sourceSchema);
export const sourceWriteSchema = z.object({ name: requiredText('Название источника', 60) });

/** What a new school starts with (issue: sensible Russian defaults), in this order: the first is the default. */
export const defaultStatuses: { name: string; type: StatusType; color: string }[] = [
  { name: 'Новый', type: 'lead', color: 'blue' },
  { name: 'В обработке', type: 'lead', color: '#d97706' },
  { name: 'Записан на пробное', type: 'lead', color: '#7c3aed' },
  { name: 'Клиент', type: 'lead', color: 'green' },
  { name: 'Активный', type: 'student', color: 'green' },
  { name: 'Архивный', type: 'student', color: '#6b7280' },
];

export const defaultSources = [
  'Instagram',
  'ВКонтакте',
  'Telegram',
  'Сайт',
  'Рекомендация',
  '2ГИС',
  'Яндекс Карты',
  'Флаер',
  'Другое',
];
