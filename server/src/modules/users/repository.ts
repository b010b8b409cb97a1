import type { Kysely } from 'kysely';
import type { Role, User, UserProfile } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { selectUsers, toUser, toUserProfile } from './user-view.ts';

export type NewUser = {
  email: string;
  passwordHash: string;
  role: Role;
  schoolId: number | null;
  createdAt: string;
  profile: { full_name: string; phone: string; birthdate: string | null };
};

export type ProfilePatch = Partial<NewUser['profile']>;

/**
 * The staff's names and phones as other modules join them — read-only, by user id (docs/architecture.md, «Tables and
 * their owners»):
 * `leftJoin(staffProfilesView(db).as('user_profiles'), 'user_profiles.user_id', 'lessons.teacher_id')`.
 */
export function staffProfilesView(db: Kysely<Database>) {
  return db
    .selectFrom('user_profiles')
    .select(['user_profiles.user_id', 'user_profiles.full_name', 'user_profiles.phone']);
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<User | undefined> {
  const row = await selectUsers(db).where('users.id', '=', id).executeTakeFirst();
  return row && toUser(row);
}

export async function findProfileByUserId(
  db: Kysely<Database>,
  userId: number,
): Promise<UserProfile | undefined> {
  const row = await selectUsers(db).where('users.id', '=', userId).executeTakeFirst();
  return row && toUserProfile(row);
}

/** Users of one school, optionally of one role, by id ascending. */
export async function listSchoolUsers(db: Kysely<Database>, schoolId: number, role?: Role): Promise<User[]> {
  let query = selectUsers(db).where('users.school_id', '=', schoolId);
  if (role) query = query.where('users.role', '=', role);
  const rows = await query.orderBy('users.id').execute();
  return rows.map(toUser);
}

/** What a login needs and nothing else leaves the repository with the hash. */
export function findCredentials(db: Kysely<Database>, email: string) {
  return db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();
}

export async function emailExists(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

export async function adminExists(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirst();
  return row !== undefined;
}

/** Inserts a user and their profile; run it inside the caller's transaction. */
export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      email: user.email,
      password_hash: user.passwordHash,
      role: user.role,
      school_id: user.schoolId,
      created_at: user.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_profiles')
    .values({ user_id: id, ...user.profile })
    .execute();
  return id;
}

export async function updateUserAccount(
  db: Kysely<Database>,
  id: number,
  changes: { role?: Role; passwordHash?: string },
): Promise<void> {
  const values = {
    ...(changes.role !== undefined && { role: changes.role }),
    ...(changes.passwordHash !== undefined && { password_hash: changes.passwordHash }),
  };
  if (Object.keys(values).length === 0) return;
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

export async function updateProfile(
  db: Kysely<Database>,
  userId: number,
  patch: ProfilePatch,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('user_profiles').set(patch).where('user_id', '=', userId).execute();
}

/** Profiles and sessions go with the user through ON DELETE CASCADE. */
export async function deleteUser(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
