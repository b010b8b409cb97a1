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
export function reportHandlers({ db }: ApiDeps) {
  return {
    reportOptions: ({ user }) => options(db, callerSchoolId(user)),
    reportAttendance: ({ user, body, time }) => attendance(db, callerSchoolId(user), body, time),
    reportRetention: ({ user, body, time }) => retention(db, callerSchoolId(user), body, time),
    reportTeachers: ({ user, body, time }) => teachers(db, callerSchoolId(user), body, time),
    reportPayments: ({ user, body }) => payments(db, callerSchoolId(user), body),
    reportLeads: ({ user, body }) => leads(db, callerSchoolId(user), body),
    reportGroups: ({ user, body, time }) => groups(db, callerSchoolId(user), body, time),
  } satisfies Partial<Handlers>;
}
