import { HttpResponse } from 'msw';
import { studentCreateSchema, studentsFilterSchema, studentUpdateSchema } from '@/contract';
import { changeMockDb, mockDb } from '../db/database';
import { ownRow } from '../db/school-rows';
import { createStudent, deleteStudent, studentsOf, updateStudent } from '../db/students';
import { requireAccess, requireOwnSchool } from '../http/access';
import { readPathId } from '../http/path-id';
import { readBody } from '../http/request-body';
import { route } from '../http/route';
import { studentJson } from '../http/student-json';

export const studentHandlers = [
  route('post', 'studentsAll', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'students:read');
    const filter = await readBody(request, studentsFilterSchema, { emptyAsObject: true });
    const db = mockDb();
    const students = studentsOf(db, requireOwnSchool(caller, filter.school_id));
    return HttpResponse.json({ data: students.map((student) => studentJson(db, student)) });
  }),

  route('post', 'studentCreate', async ({ request, cookies }) => {
    const caller = requireAccess(cookies, 'students:write');
    const { school_id, ...input } = await readBody(request, studentCreateSchema);
    const schoolId = requireOwnSchool(caller, school_id);
    const student = changeMockDb((db) => createStudent(db, schoolId, input));
    return HttpResponse.json(studentJson(mockDb(), student), { status: 201 });
  }),

  route('get', 'student', ({ params, cookies }) => {
    const caller = requireAccess(cookies, 'students:read');
    const studentId = readPathId(params);
    const student = ownRow(mockDb().students, requireOwnSchool(caller), studentId);
    return HttpResponse.json(studentJson(mockDb(), student));
  }),

  route('put', 'student', async ({ request, params, cookies }) => {
    const caller = requireAccess(cookies, 'students:write');
    const studentId = readPathId(params);
    const changes = await readBody(request, studentUpdateSchema);
    const schoolId = requireOwnSchool(caller);
    const student = changeMockDb((db) => updateStudent(db, schoolId, studentId, changes));
    return HttpResponse.json(studentJson(mockDb(), student));
  }),

  route('delete', 'student', ({ params, cookies }) => {
    const caller = requireAccess(cookies, 'students:write');
    const studentId = readPathId(params);
    const student = ownRow(mockDb().students, requireOwnSchool(caller), studentId);
    changeMockDb((db) => deleteStudent(db, student));
    return HttpResponse.json({ id: student.id });
  }),
];
