import type { z } from 'zod';
import type { registrationSchema } from '@/contract';
import { createAccount } from './accounts';
import { mockNow } from './clock';
import { seedDictionaries } from './dictionaries';
import { deleteRows, insertRow, type Row, type Table } from './table';
import type { MockTables, SchoolRow, UserRow } from './tables';

export type Registration = z.output<typeof registrationSchema>;

/**
 * `POST /ownerschool/register` and the seed: a school with its owner account and profile, and the default
 * statuses and sources every new school starts with.
 */
export function registerSchool(db: MockTables, input: Registration): { school: SchoolRow; owner: UserRow } {
  const school = insertRow(db.schools, { ...input.school, created_at: mockNow().toISOString() });
  const owner = createAccount(db, {
    email: input.account.email,
    password: input.account.password,
    role: 'owner',
    school_id: school.id,
    profile: input.profile,
  });
  seedDictionaries(db, school.id);
  return { school, owner };
}

function belongsTo(row: Row, schoolId: number, userIds: ReadonlySet<number>): boolean {
  const fields = row as Partial<Record<'school_id' | 'user_id', unknown>>;
  return fields.school_id === schoolId || (typeof fields.user_id === 'number' && userIds.has(fields.user_id));
}

/**
 * Deletes a school and every row of it: rows with its `school_id` and rows of its users (profiles,
 * sessions). Walking all tables means a table added later cascades without touching this function.
 */
export function deleteSchool(db: MockTables, schoolId: number): void {
  const userIds = new Set(db.users.rows.filter((user) => user.school_id === schoolId).map((user) => user.id));
  for (const table of Object.values(db) as Table<Row>[]) {
    deleteRows(table, (row) => belongsTo(row, schoolId, userIds));
  }
  deleteRows(db.schools, (school) => school.id === schoolId);
}
