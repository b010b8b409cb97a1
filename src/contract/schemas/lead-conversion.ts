import { z } from 'zod';
import { clientSchema } from './clients';
import { birthdateField, idField, optionalText, phoneField, requiredText } from './fields';
import { leadSchema } from './leads';
import { skillLevels, studentSchema } from './students';

/**
 * `POST /leads/convert/{id}`: the lead becomes a student (and, when given, its parent becomes a client linked
 * to that student), `converted_to_client_at` is set — all in one transaction.
 */
export const leadConversionSchema = z.object({
  student: z
    .object({
      name: optionalText('Имя ученика', 200).optional(),
      birthdate: birthdateField().default(null),
      skill_level: z.enum(skillLevels, { error: 'Уровень: beginner, middle или pro' }).default('beginner'),
      group_id: idField.nullable().optional(),
    })
    .default({ birthdate: null, skill_level: 'beginner' }),
  client: z
    .object({
      name: requiredText('Имя родителя', 200),
      phone: phoneField('Телефон родителя').default(''),
      relation: optionalText('Кем приходится', 60).default('Родитель'),
      is_payer: z.boolean({ error: 'Поле «Плательщик» должно быть да/нет' }).default(true),
    })
    .optional(),
  /** The lead's status after conversion (e.g. «Клиент»); unchanged when left out. */
  status_id: idField.optional(),
});
export type LeadConversionInput = z.input<typeof leadConversionSchema>;

export const leadConversionResponseSchema = z.object({
  lead: leadSchema,
  student: studentSchema,
  client: clientSchema.nullable(),
});
