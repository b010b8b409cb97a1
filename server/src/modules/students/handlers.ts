import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

export function studentHandlers({ db }: ApiDeps) {
  // Each role gets the parts of a student its permissions grant (`studentFor`).
  return {
    studentsAll: async ({ user, schoolId, time }) =>
      (await service.listStudents(db, schoolId, time)).map((s) => service.studentFor(user.role, s)),
    studentCreate: async ({ user, schoolId, body, time }) =>
      service.studentFor(user.role, await service.createStudent(db, schoolId, body, time)),
    student: async ({ user, schoolId, id, time }) =>
      service.studentFor(user.role, await service.getStudent(db, schoolId, id, time)),
    studentUpdate: async ({ user, schoolId, id, body, time }) =>
      service.studentFor(user.role, await service.updateStudent(db, schoolId, id, body, time)),
    studentDelete: ({ user, schoolId, id, time }) =>
      service.deleteStudent(db, schoolId, id, user.id, time.now),
    studentsDeleted: ({ schoolId, time }) => service.listDeletedStudents(db, schoolId, time.now),
    studentRestore: async ({ user, schoolId, id, time }) =>
      service.studentFor(user.role, await service.restoreStudent(db, schoolId, id, time)),
  } satisfies Partial<Handlers>;
}
