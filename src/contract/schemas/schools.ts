import { z } from 'zod';
import { isTimeZone } from '../clock';
import { emailField, idField, optionalText, phoneField, requiredText } from './fields';
import { loginSchema, profileInputSchema } from './users';

/** A school as the API answers it: the spec's capitalised field names. */
export const schoolSchema = z.object({
  id: idField,
  Name: z.string(),
  City: z.string(),
  Email: z.string(),
  Phone: z.string(),
  /** IANA zone the school's days and hours are counted in (docs/time.md); not in the spec's School. */
  TimeZone: z.string(),
});
export type School = z.infer<typeof schoolSchema>;

/**
 * A school in the admin's list (`GET /schools/getall`): the spec's §2 lists them by name, city, phone and email,
 * so the list answers those names in lower case, with the school's time zone; a single school keeps the spec's
 * capitalised School (`getoneschool`).
 */
export const schoolListItemSchema = z.object({
  id: idField,
  name: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  time_zone: z.string(),
});
export type SchoolListItem = z.infer<typeof schoolListItemSchema>;

export const schoolsListSchema = z.array(schoolListItemSchema);

/** How long a deleted school (and what is in it) can be restored before the host purges it (docs/deletion.md). */
export const RESTORE_DAYS = 30;

/** A deleted school, as the admin sees it until it is purged. */
export const deletedSchoolSchema = schoolListItemSchema.extend({
  deleted_at: z.string(),
  /** When the host purges it for good: RESTORE_DAYS after the deletion. */
  purge_at: z.string(),
});
export type DeletedSchool = z.infer<typeof deletedSchoolSchema>;
export const deletedSchoolsSchema = z.array(deletedSchoolSchema);

/** `PATCH /schools/update/{id}` takes the same names the school is read with. */
export const schoolUpdateSchema = z.object({
  Name: requiredText('Название школы').optional(),
  City: optionalText('Город').optional(),
  Email: z.union([z.literal(''), emailField('Email школы')]).optional(),
  Phone: phoneField('Телефон школы').optional(),
  TimeZone: z
    .string({ error: 'Укажите часовой пояс' })
    .refine(isTimeZone, 'Неизвестный часовой пояс: выберите город из списка')
    .optional(),
});
export type SchoolUpdateInput = z.input<typeof schoolUpdateSchema>;

/** `POST /ownerschool/register`: a school, its owner's account and profile, created together. */
export const registrationSchema = z.object({
  school: z.object(
    {
      name: requiredText('Название школы'),
      city: optionalText('Город').default(''),
      phone: phoneField('Телефон школы').default(''),
      email: z.union([z.literal(''), emailField('Email школы')]).default(''),
    },
    { error: 'Заполните раздел «Школа»' },
  ),
  account: z.object(
    {
      email: loginSchema.shape.email,
      password: z
        .string({ error: 'Введите пароль' })
        .min(8, 'Пароль должен содержать не менее 8 символов')
        .max(128, 'Пароль не может быть длиннее 128 символов'),
    },
    { error: 'Заполните раздел «Учётная запись»: email и пароль' },
  ),
  profile: z.object(profileInputSchema.shape, { error: 'Заполните раздел «Профиль»' }),
});
export type RegistrationInput = z.input<typeof registrationSchema>;

export const registrationResponseSchema = z.object({
  school: schoolSchema,
  user: z.object({ id: idField, email: z.string() }),
});

/**
 * A deleted student or client, as the owner sees them until the purge (docs/deletion.md, «Ученики и клиенты»):
 * restorable until `purge_at`, `days_left` whole days from now (0 on the last day).
 */
export const deletedPersonSchema = z.object({
  id: z.number(),
  name: z.string(),
  deleted_at: z.string(),
  purge_at: z.string(),
  days_left: z.number(),
});
export type DeletedPerson = z.infer<typeof deletedPersonSchema>;
export const deletedPeopleSchema = z.array(deletedPersonSchema);

/** The names a purged person with money rows keeps on the ledger (docs/deletion.md). */
export const PURGED_STUDENT_NAME = 'Удалённый ученик';
export const PURGED_CLIENT_NAME = 'Удалённый клиент';
