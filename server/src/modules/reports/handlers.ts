import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import { attendance } from './attendance-report.ts';
import { groups } from './groups-report.ts';
import { leads } from './leads-report.ts';
import { payments } from './payments-report.ts';
import { options } from './report-options.ts';
import { retention } from './retention-report.ts';
import { teachers } from './teachers-report.ts';

/** The reports of /reports (docs/reports.md), one service file per report. */
export function reportHandlers({ db, now }: ApiDeps) {
  return {
    reportOptions: ({ user }) => options(db, callerSchoolId(user)),
    reportAttendance: ({ user, body }) => attendance(db, callerSchoolId(user), body, now()),
    reportRetention: ({ user, body }) => retention(db, callerSchoolId(user), body, now()),
    reportTeachers: ({ user, body }) => teachers(db, callerSchoolId(user), body, now()),
    reportPayments: ({ user, body }) => payments(db, callerSchoolId(user), body),
    reportLeads: ({ user, body }) => leads(db, callerSchoolId(user), body),
    reportGroups: ({ user, body }) => groups(db, callerSchoolId(user), body, now()),
  } satisfies Partial<Handlers>;
}
