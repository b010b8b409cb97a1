import { z } from 'zod';
import {
  birthdateField,
  idField,
  optionalEmailField,
  optionalText,
  PERSON_NAME_MAX,
  phoneField,
  requiredText,
} from './fields';
import { groupRefSchema, membershipFields } from './groups';

export const CLIENT_PLACEHOLDER_NAME = 'Новый клиент';

/** A student linked to a client (the client's children or the people they pay for). */
export const clientStudentSchema = z.object({
  id: idField,
  name: z.string(),
  relation: z.string(),
  is_payer: z.boolean(),
});

export const clientSchema = z.object({
  id: idField,
  name: z.string(),
  phone: z.string(),
  birthdate: z.string().nullable(),
  age: z.number().int().nullable(),
  contact: z.string(),
  /** Signs the family in to the cabinet (docs/cabinet.md): unique among the school's clients; null when none. */
  email: z.string().nullable().default(null),
  created_at: z.string(),
  school_id: idField,
  group_id: idField.nullable(),
  groups: z.array(groupRefSchema).default([]),
  students: z.array(clientStudentSchema).default([]),
});
export type Client = z.infer<typeof clientSchema>;
export const clientsListSchema = z.array(clientSchema);

export const clientsFilterSchema = z.object({ school_id: idField.optional() });

export const clientCreateSchema = z.object({
  name: optionalText('Имя', PERSON_NAME_MAX).optional(),
  phone: phoneField('Телефон').default(''),
  birthdate: birthdateField().default(null),
  contact: optionalText('Контакт', 500).default(''),
  email: optionalEmailField('Email').default(null),
  school_id: idField.optional(),
  ...membershipFields,
});
export type ClientCreateInput = z.input<typeof clientCreateSchema>;

export const clientUpdateSchema = z.object({
  name: requiredText('Имя', PERSON_NAME_MAX).optional(),
  phone: phoneField('Телефон').optional(),
  birthdate: birthdateField().optional(),
  contact: optionalText('Контакт', 500).optional(),
  email: optionalEmailField('Email').optional(),
  ...membershipFields,
});
export type ClientUpdateInput = z.input<typeof clientUpdateSchema>;
