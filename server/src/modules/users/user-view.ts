import type { Kysely } from 'kysely';
import type { User, UserProfile } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';

/** The users joined with their profiles, selecting exactly what the API shows (never the password hash). */
export function selectUsers(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .innerJoin('user_profiles', 'user_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.role',
      'users.school_id',
      'user_profiles.id as profile_id',
      'user_profiles.full_name',
      'user_profiles.phone',
      'user_profiles.birthdate',
    ]);
}

type UserViewRow = {
  id: number;
  email: string;
  role: User['role'];
  school_id: number | null;
  profile_id: number;
  full_name: string;
  phone: string;
  birthdate: string | null;
};

/** The User object of docs/api.md, keys in the documented order (the mocks build the same). */
export function toUser(row: UserViewRow): User {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    school_id: row.school_id,
    profile: { full_name: row.full_name, phone: row.phone, birthdate: row.birthdate },
  };
}

export function toUserProfile(row: UserViewRow): UserProfile {
  return {
    id: row.profile_id,
    user_id: row.id,
    full_name: row.full_name,
    phone: row.phone,
    birthdate: row.birthdate,
  };
}
