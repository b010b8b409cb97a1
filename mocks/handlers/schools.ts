import { HttpResponse } from 'msw';
import { can, schoolUpdateSchema } from '@/contract';
import { changeMockDb, mockDb } from '../db/database';
import { deleteSchool } from '../db/schools';
import { findRow } from '../db/table';
import type { SchoolRow, UserRow } from '../db/tables';
import { requireAccess } from '../http/access';
import { apiErrors } from '../http/api-error';
import { readPathId } from '../http/path-id';
import { readBody } from '../http/request-body';
import { route } from '../http/route';
import { schoolJson } from '../http/serializers';

/** A school the caller may see: the admin sees every school, anybody else only their own (else 404). */
function visibleSchool(caller: UserRow, schoolId: number): SchoolRow {
  const school = findRow(mockDb().schools, schoolId);
  if (!school || (caller.role !== 'admin' && caller.school_id !== school.id)) throw apiErrors.notFound();
  return school;
}

export const schoolHandlers = [
  route('get', 'schools', ({ cookies }) => {
    requireAccess(cookies, 'schools:list');
    const schools = [...mockDb().schools.rows].sort((a, b) => a.id - b.id);
    return HttpResponse.json({ data: schools.map(schoolJson) });
  }),

  route('get', 'school', ({ params, cookies }) => {
    const caller = requireAccess(cookies);
    // The admin reads any school without being a member of one; members need `schools:read`.
    if (caller.role !== 'admin' && !can(caller.role, 'schools:read')) throw apiErrors.forbidden();
    return HttpResponse.json(schoolJson(visibleSchool(caller, readPathId(params))));
  }),

  route('patch', 'schoolUpdate', async ({ request, params, cookies }) => {
    const caller = requireAccess(cookies, 'schools:update');
    const schoolId = readPathId(params);
    const changes = await readBody(request, schoolUpdateSchema);
    const school = visibleSchool(caller, schoolId);
    changeMockDb(() => {
      if (changes.Name !== undefined) school.name = changes.Name;
      if (changes.City !== undefined) school.city = changes.City;
      if (changes.Email !== undefined) school.email = changes.Email;
      if (changes.Phone !== undefined) school.phone = changes.Phone;
    });
    return HttpResponse.json(schoolJson(school));
  }),

  route('delete', 'schoolDelete', ({ params, cookies }) => {
    requireAccess(cookies, 'schools:delete');
    const schoolId = readPathId(params);
    if (!findRow(mockDb().schools, schoolId)) throw apiErrors.notFound();
    changeMockDb((db) => deleteSchool(db, schoolId));
    return HttpResponse.json({ id: schoolId });
  }),
];
