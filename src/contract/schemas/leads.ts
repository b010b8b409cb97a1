import { z } from 'zod';
import { idField, isoDateField, optionalText, PERSON_NAME_MAX, phoneField, requiredText } from './fields';
import { groupRefSchema, membershipFields } from './groups';

/** The name a lead gets when it is added from the table before anyone types one. */
export const LEAD_PLACEHOLDER_NAME = 'Новый лид';

/**
 * The spec's new-lead default `source_id` and `status_id` (§3, §9). Sources and statuses are the school's own rows,
 * so in a school that has no row 1 of its own this id stands for the school's default (its first source, its first
 * lead status), in a create and in an update alike (docs/api-people.md).
 */
export const SPEC_DEFAULT_REFERENCE_ID = 1;

export const leadSchema = z.object({
  id: idField,
  name: z.string(),
  phone: z.string(),
  trial_date: z.string().nullable(),
  qualification: z.string(),
  created_at: z.string(),
  converted_to_client_at: z.string().nullable(),
  source_id: idField.nullable(),
  source_name: z.string().nullable(),
  status_id: idField.nullable(),
  status_name: z.string().nullable(),
  /** The full name of the staff member who added the lead. */
  created_by: z.string().nullable(),
  school_id: idField,
  group_id: idField.nullable(),
  groups: z.array(groupRefSchema).default([]),
  /** The marks of the advertising link a visitor came by to the school's trial form (docs/join-form.md). */
  utm_source: z.string().nullable().default(null),
  utm_medium: z.string().nullable().default(null),
  utm_campaign: z.string().nullable().default(null),
});
export type Lead = z.infer<typeof leadSchema>;
export const leadsListSchema = z.array(leadSchema);

export const leadsFilterSchema = z.object({ school_id: idField.optional() });

const leadFields = {
  phone: phoneField('Телефон'),
  trial_date: isoDateField('Дата пробного занятия'),
  qualification: optionalText('Квалификация', 2000),
  source_id: idField,
  status_id: idField,
};

/** Every field may be left out: the server fills the spec's defaults (source and status: the school's first). */
export const leadCreateSchema = z.object({
  name: optionalText('Имя', PERSON_NAME_MAX).optional(),
  phone: leadFields.phone.default(''),
  trial_date: leadFields.trial_date.default(null),
  qualification: leadFields.qualification.default(''),
  source_id: leadFields.source_id.optional(),
  status_id: leadFields.status_id.optional(),
  school_id: idField.optional(),
  ...membershipFields,
});
export type LeadCreateInput = z.input<typeof leadCreateSchema>;

export const leadUpdateSchema = z.object({
  name: requiredText('Имя', PERSON_NAME_MAX).optional(),
  phone: leadFields.phone.optional(),
  trial_date: leadFields.trial_date.optional(),
  qualification: leadFields.qualification.optional(),
  source_id: leadFields.source_id.optional(),
  status_id: leadFields.status_id.optional(),
  ...membershipFields,
});
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;
