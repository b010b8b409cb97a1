import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

export function studentHandlers({ db, now }: ApiDeps) {
  return {
    studentsAll: ({ user }) => service.listStudents(db, callerSchoolId(user), now()),
    studentCreate: ({ user, body }) => service.createStudent(db, callerSchoolId(user), body, now()),
    student: ({ user, id }) => service.getStudent(db, callerSchoolId(user), id, now()),
    studentUpdate: ({ user, id, body }) => service.updateStudent(db, callerSchoolId(user), id, body, now()),
    studentDelete: ({ user, id }) => service.deleteStudent(db, callerSchoolId(user), id),
  } satisfies Partial<Handlers>;
}
