import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

export function studentHandlers({ db }: ApiDeps) {
  // Each role gets the parts of a student its permissions grant (`studentFor`).
  return {
    studentsAll: async ({ user, time }) =>
      (await service.listStudents(db, callerSchoolId(user), time)).map((s) =>
        service.studentFor(user.role, s),
      ),
    studentCreate: async ({ user, body, time }) =>
      service.studentFor(user.role, await service.createStudent(db, callerSchoolId(user), body, time)),
    student: async ({ user, id, time }) =>
      service.studentFor(user.role, await service.getStudent(db, callerSchoolId(user), id, time)),
    studentUpdate: async ({ user, id, body, time }) =>
      service.studentFor(user.role, await service.updateStudent(db, callerSchoolId(user), id, body, time)),
    studentDelete: ({ user, id }) => service.deleteStudent(db, callerSchoolId(user), id),
  } satisfies Partial<Handlers>;
}
