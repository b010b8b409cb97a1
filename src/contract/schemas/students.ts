import { z } from 'zod';
import { serverErrors } from '../messages';
import {
  birthdateField,
  idField,
  optionalEmailField,
  optionalText,
  PERSON_NAME_MAX,
  requiredText,
} from './fields';
import { groupRefSchema, membershipFields } from './groups';

export const skillLevels = ['beginner', 'middle', 'pro'] as const;
export type SkillLevel = (typeof skillLevels)[number];
export const skillLevelLabels: Record<SkillLevel, string> = {
  beginner: 'Начинающий',
  middle: 'Средний',
  pro: 'Профи',
};

export const STUDENT_PLACEHOLDER_NAME = 'Новый ученик';

/** A client linked to a student: a parent, a relative, and whether they pay. */
export const studentClientSchema = z.object({
  id: idField,
  client_name: z.string(),
  phone: z.string(),
  contact: z.string(),
  relation: z.string(),
  is_payer: z.boolean(),
});

/** A student's subscription as the spec lists it inside a student (the full one: `subscriptionSchema`). */
export const studentSubscriptionSchema = z.object({
  id: idField,
  sub_name: z.string(),
  issued_at: z.string(),
  expires_at: z.string().nullable(),
  /** The day it was cancelled; null while it stands. */
  canceled_on: z.string().nullable(),
  remaining_visits: z.number().int().nullable(),
});
export type StudentSubscription = z.infer<typeof studentSubscriptionSchema>;

export const studentSchema = z.object({
  id: idField,
  name: z.string(),
  birthdate: z.string().nullable(),
  /** Full years, computed from birthdate on the server's today. */
  age: z.number().int().nullable(),
  created_at: z.string(),
  skill_level: z.enum(skillLevels),
  contact: z.string(),
  /** An adult student's own address for the cabinet (docs/cabinet.md); null when none. */
  email: z.string().nullable().default(null),
  status_id: idField.nullable(),
  status_name: z.string().nullable(),
  school_id: idField,
  group_id: idField.nullable(),
  groups: z.array(groupRefSchema).default([]),
  /** Parents and payers; null for a role that may not read clients (`clients:read`). */
  clients: z.array(studentClientSchema).nullable().default([]),
  /** The passes; null for a role that may not read money (`subscriptions:read`). */
  subscriptions: z.array(studentSubscriptionSchema).nullable().default([]),
});
/** A student as an endpoint answers them: the parts the caller's role may read, the others null. */
export type Student = z.infer<typeof studentSchema>;
export type StudentClient = z.infer<typeof studentClientSchema>;
/** A student with every part, as the server reads them before answering a role (`studentFor` on the server). */
export type StudentRecord = Omit<Student, 'clients' | 'subscriptions'> & {
  clients: StudentClient[];
  subscriptions: StudentSubscription[];
};
export const studentsListSchema = z.array(studentSchema);

export const studentsFilterSchema = z.object({ school_id: idField.optional() });

/** `clients` in a write replaces the student's links to clients. */
export const studentClientLinkSchema = z.object({
  id: idField,
  relation: optionalText('Кем приходится', 60).default(''),
  is_payer: z.boolean({ error: 'Поле «Плательщик» должно быть да/нет' }).default(false),
});

const skillLevelField = z.enum(skillLevels, { error: 'Уровень: beginner, middle или pro' });

export const studentCreateSchema = z.object({
  name: optionalText('Имя', PERSON_NAME_MAX).optional(),
  birthdate: birthdateField().default(null),
  skill_level: skillLevelField.default('beginner'),
  contact: optionalText('Контакт', 500).default(''),
  email: optionalEmailField('Email').default(null),
  status_id: idField.optional(),
  school_id: idField.optional(),
  clients: z.array(studentClientLinkSchema).max(20).optional(),
  ...membershipFields,
});
export type StudentCreateInput = z.input<typeof studentCreateSchema>;

/**
 * The spec's Student has `status_name` and no status id, so its client changes the status through that field: the
 * id of one of the school's student statuses (a number or its digits, as a select sends it) or the status's name.
 * The server resolves it (docs/api-people.md). `null` is the answer's own «no status» sent back: it changes nothing.
 */
const statusNameProblem = serverErrors.studentStatusName;
export const studentStatusNameField = z
  .union(
    [
      z.number().int(statusNameProblem).positive(statusNameProblem),
      z.string().trim().min(1, statusNameProblem).max(200, statusNameProblem),
    ],
    { error: statusNameProblem },
  )
  .nullable();

export const studentUpdateSchema = z.object({
  name: requiredText('Имя', PERSON_NAME_MAX).optional(),
  birthdate: birthdateField().optional(),
  skill_level: skillLevelField.optional(),
  contact: optionalText('Контакт', 500).optional(),
  email: optionalEmailField('Email').optional(),
  status_id: idField.optional(),
  status_name: studentStatusNameField.optional(),
  clients: z.array(studentClientLinkSchema).max(20).optional(),
  ...membershipFields,
});
export type StudentUpdateInput = z.input<typeof studentUpdateSchema>;
