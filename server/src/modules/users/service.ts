import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type Colleague,
  type Role,
  type SchoolTime,
  type StaffRole,
  serverErrors,
  type staffCreateSchema,
  staffRoles,
  type staffUpdateSchema,
  type User,
  type UserProfile,
} from '../../../../src/contract/index.ts';
import { hashPassword } from '../../auth/password.ts';
import { deleteUserSessions } from '../../auth/sessions.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { schoolAtWork } from '../schools/service.ts';
import { conflictAs, notFound } from '../shared/domain-errors.ts';
import { isStorableId } from '../shared/sql-values.ts';
import { insertAccount } from './accounts.ts';
import * as users from './repository.ts';

// Accounts as registration and login (the auth module) need them: the users module owns their rows.
export { insertAccount } from './accounts.ts';
/** Staff names for other modules' lists (a read view: docs/architecture.md, «Tables and their owners»). */
export { emailExists, findCredentials, findUserById, staffProfilesView } from './repository.ts';

type StaffCreate = z.output<typeof staffCreateSchema>;
type StaffUpdate = z.output<typeof staffUpdateSchema>;

export function listUsers(db: Kysely<Database>, schoolId: number, role?: Role): Promise<User[]> {
  return users.listSchoolUsers(db, schoolId, role);
}

/** Colleagues of a role as the schedule needs them: id, role and name, nothing personal. */
export async function listColleagues(
  db: Kysely<Database>,
  schoolId: number,
  role: Role,
): Promise<Colleague[]> {
  const rows = await users.listSchoolUsers(db, schoolId, role);
  return rows.map(({ id, school_id, profile }) => ({
    id,
    role,
    school_id,
    profile: { full_name: profile.full_name },
  }));
}

async function readCreatedUser(db: Kysely<Database>, id: number): Promise<User> {
  const user = await users.findUserById(db, id);
  if (!user) throw new Error(`User ${id} vanished right after it was written`);
  return user;
}

export async function createStaff(
  db: Kysely<Database>,
  schoolId: number,
  input: StaffCreate,
  time: SchoolTime,
): Promise<User> {
  // Hash before the transaction: scrypt is slow and must not hold the database.
  const passwordHash = await hashPassword(input.password);
  const id = await inTransaction(db, (trx) =>
    insertAccount(
      trx,
      {
        email: input.email,
        passwordHash,
        role: input.role,
        schoolId,
        createdAt: time.now.toISOString(),
        profile: input.profile,
      },
      serverErrors.staffEmailUnavailable,
    ),
  );
  return readCreatedUser(db, id);
}

const isStaffRole = (role: Role): role is StaffRole => (staffRoles as readonly Role[]).includes(role);

/** A staff member of the school: unknown or another school's → 404; the owner(s) → 409. */
async function findStaff(db: Kysely<Database>, schoolId: number, id: number): Promise<User> {
  const user = await users.findUserById(db, id);
  if (!user || user.school_id !== schoolId) throw notFound();
  if (!isStaffRole(user.role)) throw conflictAs(serverErrors.cannotChangeSelf);
  return user;
}

const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;

export async function updateStaff(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  input: StaffUpdate,
): Promise<User> {
  await findStaff(db, schoolId, id);
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  await inTransaction(db, async (trx) => {
    await findStaff(trx, schoolId, id);
    await users.updateUserAccount(trx, id, { role: input.role, passwordHash });
    await users.updateProfile(trx, id, withoutUndefined(input.profile ?? {}));
    // A new password signs the person out everywhere: whoever knew the old one loses access now.
    if (passwordHash !== undefined) await deleteUserSessions(trx, id);
  });
  return readCreatedUser(db, id);
}

export async function deleteStaff(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
): Promise<{ id: number }> {
  await inTransaction(db, async (trx) => {
    await findStaff(trx, schoolId, id);
    await users.deleteUser(trx, id);
  });
  return { id };
}

/** Own profile: anyone. Someone else's: the admin, or the owner of the same school. Otherwise 404. */
export async function getProfile(db: Kysely<Database>, caller: User, userId: number): Promise<UserProfile> {
  const profile = await users.findProfileByUserId(db, userId);
  if (!profile) throw notFound();
  if (caller.id === userId) return profile;
  if (caller.role === 'admin') {
    // A deleted school's staff are hidden from the admin too, until it is restored (docs/deletion.md).
    const target = await users.findUserById(db, userId);
    if (target?.school_id != null && !(await schoolAtWork(db, target.school_id))) throw notFound();
    return profile;
  }
  if (caller.role !== 'owner' || caller.school_id === null) throw notFound();
  const target = await users.findUserById(db, userId);
  if (target?.school_id !== caller.school_id) throw notFound();
  return profile;
}

/** Whether the id names a teacher of the school (a lesson or a timetable entry may point at them). */
export async function isTeacherOf(db: Kysely<Database>, schoolId: number, id: number): Promise<boolean> {
  const user = isStorableId(id) ? await users.findUserById(db, id) : undefined;
  return user?.school_id === schoolId && user.role === 'teacher';
}

/** A new password hash for an account (the auth module's «Сменить пароль»). */
export function updatePassword(db: Kysely<Database>, id: number, passwordHash: string): Promise<void> {
  return users.updateUserAccount(db, id, { passwordHash });
}
