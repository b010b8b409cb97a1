import { z } from 'zod';
import { roles, staffRoles } from '../roles';
import { birthdateField, emailField, idField, passwordField, phoneField, requiredText } from './fields';

export const profileInputSchema = z.object({
  full_name: requiredText('ФИО'),
  phone: phoneField('Телефон').default(''),
  birthdate: birthdateField().default(null),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

/** A user as every endpoint answers it: never a password hash. */
export const profileSchema = z.object({
  full_name: z.string(),
  phone: z.string(),
  birthdate: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const userSchema = z.object({
  id: idField,
  email: z.string(),
  role: z.enum(roles),
  // The spec notes school_id may arrive as the string "null"; both mean "no school".
  school_id: z.preprocess((value) => (value === 'null' ? null : value), idField.nullable()),
  profile: profileSchema,
});
export type User = z.infer<typeof userSchema>;

/** `GET /user_profiles/getone/{id}`: the profile row of a user. */
export const userProfileSchema = profileSchema.extend({ id: idField, user_id: idField });
export type UserProfile = z.infer<typeof userProfileSchema>;

export const loginSchema = z.object({
  email: emailField('Email'),
  password: z.string({ error: 'Введите пароль' }).min(1, 'Введите пароль').max(128, 'Пароль слишком длинный'),
});
export type LoginInput = z.input<typeof loginSchema>;

/** «Сменить пароль» in the profile: anyone, for their own account, knowing the current password. */
export const passwordChangeSchema = z
  .object({
    current_password: loginSchema.shape.password,
    new_password: passwordField,
  })
  .refine((value) => value.new_password !== value.current_password, {
    message: 'Новый пароль должен отличаться от текущего',
    path: ['new_password'],
  });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** A login's or a session check's answer: the user and the zone of their school's days (docs/time.md). */
export const authResponseSchema = z.object({ user: userSchema, time_zone: z.string() });

/** `POST /users/getAllWhere` and `/users/getWithRole` filters. The school always comes from the session. */
export const usersFilterSchema = z.object({
  school_id: idField.optional(),
  role: z.enum(roles, { error: 'Неизвестная роль' }).optional(),
});
export const usersWithRoleFilterSchema = usersFilterSchema.extend({
  role: z.enum(roles, { error: 'Укажите роль' }),
});

export const staffCreateSchema = z.object({
  email: emailField('Email'),
  password: passwordField,
  role: z.enum(staffRoles, { error: 'Выберите роль сотрудника' }),
  profile: profileInputSchema,
});
export type StaffCreateInput = z.input<typeof staffCreateSchema>;

export const staffUpdateSchema = z.object({
  role: z.enum(staffRoles, { error: 'Выберите роль сотрудника' }).optional(),
  password: passwordField.optional(),
  profile: z
    .object({
      full_name: requiredText('ФИО').optional(),
      phone: phoneField('Телефон').optional(),
      birthdate: birthdateField().optional(),
    })
    .optional(),
});
export type StaffUpdateInput = z.input<typeof staffUpdateSchema>;

export const usersListSchema = z.array(userSchema);
/**
 * A colleague as the schedule names them: who, in which role, and their name — no email, phone or birthdate,
 * which only the owner reads (users/getAllWhere).
 */
export const colleagueSchema = z.object({
  id: idField,
  role: z.enum(roles),
  school_id: userSchema.shape.school_id,
  profile: profileSchema.pick({ full_name: true }),
});
export type Colleague = z.infer<typeof colleagueSchema>;
/**
 * POST users/getWithRole: the bare list, like every other list. The spec's «data field holds users» is the HTTP
 * client's `response.data` (docs/api.md, Conventions).
 */
export const usersWithRoleSchema = z.array(colleagueSchema);
