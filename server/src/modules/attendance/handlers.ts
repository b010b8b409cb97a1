import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

export function attendanceHandlers({ db }: ApiDeps) {
  return {
    attendanceWhere: ({ user, body }) =>
      service.listAttendance(db, user, callerSchoolId(user), body.lesson_id),
    attendanceMark: ({ user, body, time }) =>
      service.markAttendance(db, user, callerSchoolId(user), body, time),
    attendanceMarkAll: ({ user, body, time }) =>
      service.markAllPresent(db, user, callerSchoolId(user), body.lesson_id, time),
  } satisfies Partial<Handlers>;
}
