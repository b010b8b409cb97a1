import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

/** The reports of /reports (docs/reports.md). */
export function reportHandlers({ db, now }: ApiDeps) {
  return {
    reportOptions: ({ user }) => service.options(db, callerSchoolId(user)),
    reportAttendance: ({ user, body }) => service.attendance(db, callerSchoolId(user), body, now()),
    reportPayments: ({ user, body }) => service.payments(db, callerSchoolId(user), body),
    reportLeads: ({ user, body }) => service.leads(db, callerSchoolId(user), body),
    reportGroups: ({ user, body }) => service.groups(db, callerSchoolId(user), body, now()),
  } satisfies Partial<Handlers>;
}
