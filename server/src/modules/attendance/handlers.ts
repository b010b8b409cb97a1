import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

export function attendanceHandlers({ db, now }: ApiDeps) {
  return {
    attendanceWhere: ({ user, body }) =>
      service.listAttendance(db, user, callerSchoolId(user), body.lesson_id),
    attendanceMark: ({ user, body }) => service.markAttendance(db, user, callerSchoolId(user), body, now()),
    attendanceMarkAll: ({ user, body }) =>
      service.markAllPresent(db, user, callerSchoolId(user), body.lesson_id, now()),
  } satisfies Partial<Handlers>;
}
