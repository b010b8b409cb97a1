import type { School, User, UserProfile } from '@/contract';
import { findProfile } from '../db/accounts';
import type { MockTables, SchoolRow, UserProfileRow, UserRow } from '../db/tables';

// Rows become the contract's shapes here and only here, so no answer can carry a password.

export function profileJson(profile: UserProfileRow): UserProfile {
  const { id, user_id, full_name, phone, birthdate } = profile;
  return { id, user_id, full_name, phone, birthdate };
}

export function userJson(db: MockTables, user: UserRow): User {
  const profile = findProfile(db, user.id);
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    school_id: user.school_id,
    profile: {
      full_name: profile?.full_name ?? '',
      phone: profile?.phone ?? '',
      birthdate: profile?.birthdate ?? null,
    },
  };
}

export function schoolJson(school: SchoolRow): School {
  return { id: school.id, Name: school.name, City: school.city, Email: school.email, Phone: school.phone };
}
