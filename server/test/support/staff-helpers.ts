import { expect } from 'vitest';
import type { api } from './api-client.ts';
import { buildStaff } from './factories.ts';
import type { TestContext } from './test-app.ts';

export type ApiAs = ReturnType<typeof api>;

/** A user row with its profile as stored, hash included, to prove what a request did or did not change. */
export function storedUser(t: TestContext, id: number) {
  return t.db
    .selectFrom('users')
    .innerJoin('user_profiles', 'user_profiles.user_id', 'users.id')
    .select([
      'users.email',
      'users.role',
      'users.school_id',
      'users.password_hash',
      'user_profiles.full_name',
      'user_profiles.phone',
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();
}

/** Creates a staff member through the API as `owner`; returns the payload sent and the User answered. */
export async function createStaffAs(owner: ApiAs, overrides: Parameters<typeof buildStaff>[0] = {}) {
  const staff = buildStaff(overrides);
  const response = await owner.post('/users/create', staff);
  expect(response.status).toBe(201);
  return { staff, user: response.body as { id: number; email: string } };
}
