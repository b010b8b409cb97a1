import { HttpResponse } from 'msw';
import {
  serverErrors,
  staffCreateSchema,
  staffRoles,
  staffUpdateSchema,
  usersFilterSchema,
  usersWithRoleFilterSchema,
} from '@/contract';
import { createAccount, deleteAccount, endSessionsOf, findProfile, findUserByEmail } from '../db/accounts';
import { changeMockDb, mockDb } from '../db/database';
import { findRow } from '../db/table';
import type { UserRow } from '../db/tables';
import { requireAccess, requireOwnSchool } from '../http/access';
import { apiErrors } from '../http/api-error';
import { readPathId } from '../http/path-id';
import { readBody } from '../http/request-body';
import { route } from '../http/route';
import { userJson } from '../http/serializers';

function usersOfSchool(schoolId: number, role?: UserRow['role']) {
  const db = mockDb();
  const users = db.users.rows
    .filter((user) => user.school_id === schoolId && (role === undefined || user.role === role))
    .sort((a, b) => a.id - b.id);
  return { data: users.map((user) => userJson(db, user)) };
}

/** A staff member of the caller's school: another school's user or an unknown id is 404; an owner, 409. */
function staffMemberOf(schoolId: number, userId: number): UserRow {
  const user = findRow(mockDb().users, userId);
  if (!user || user.school_id !== schoolId) throw apiErrors.notFound();
  if (!(staffRoles as readonly string[]).includes(user.role)) {
    throw apiErrors.conflict(serverErrors.cannotChangeSelf);
  }
  return user;
}

export const userHandlers = [
  route('post', 'usersWhere', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'users:list');
    const filter = await readBody(request, usersFilterSchema, { emptyAsObject: true });
    return HttpResponse.json(usersOfSchool(requireOwnSchool(caller, filter.school_id), filter.role));
  }),

  route('post', 'usersWithRole', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'users:list-by-role');
    const filter = await readBody(request, usersWithRoleFilterSchema, { emptyAsObject: true });
    return HttpResponse.json(usersOfSchool(requireOwnSchool(caller, filter.school_id), filter.role));
  }),

  route('post', 'userCreate', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'users:manage');
    const input = await readBody(request, staffCreateSchema);
    const schoolId = requireOwnSchool(caller);
    if (findUserByEmail(mockDb(), input.email)) throw apiErrors.conflict(serverErrors.emailTaken);
    const user = changeMockDb((db) => createAccount(db, { ...input, school_id: schoolId }));
    return HttpResponse.json(userJson(mockDb(), user), { status: 201 });
  }),

  route('patch', 'userUpdate', async ({ request, params, cookies }) => {
    const caller = requireAccess(cookies, 'users:manage');
    const userId = readPathId(params);
    const changes = await readBody(request, staffUpdateSchema);
    const user = staffMemberOf(requireOwnSchool(caller), userId);
    changeMockDb((db) => {
      if (changes.role) user.role = changes.role;
      if (changes.password !== undefined) {
        user.password = changes.password;
        endSessionsOf(db, user.id);
      }
      const profile = findProfile(db, user.id);
      if (profile && changes.profile) Object.assign(profile, changes.profile);
    });
    return HttpResponse.json(userJson(mockDb(), user));
  }),

  route('delete', 'userDelete', ({ params, cookies }) => {
    const caller = requireAccess(cookies, 'users:manage');
    const userId = readPathId(params);
    const user = staffMemberOf(requireOwnSchool(caller), userId);
    changeMockDb((db) => deleteAccount(db, user.id));
    return HttpResponse.json({ id: user.id });
  }),
];
