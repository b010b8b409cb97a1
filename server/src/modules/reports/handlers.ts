import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
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
    reportOptions: ({ schoolId }) => options(db, schoolId),
    reportAttendance: ({ schoolId, body, time }) => attendance(db, schoolId, body, time),
    reportRetention: ({ schoolId, body, time }) => retention(db, schoolId, body, time),
    reportTeachers: ({ schoolId, body, time }) => teachers(db, schoolId, body, time),
    reportPayments: ({ schoolId, body }) => payments(db, schoolId, body),
    reportLeads: ({ schoolId, body }) => leads(db, schoolId, body),
    reportGroups: ({ schoolId, body, time }) => groups(db, schoolId, body, time),
  } satisfies Partial<Handlers>;
}
