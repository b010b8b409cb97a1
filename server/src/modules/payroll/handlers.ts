import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

/** Teacher payroll (docs/payroll.md). */
export function payrollHandlers({ db, now }: ApiDeps) {
  return {
    payRates: ({ user }) => service.listRates(db, callerSchoolId(user)),
    payRateChoices: ({ user }) => service.rateChoices(db, callerSchoolId(user)),
    payRateCreate: ({ user, body }) =>
      service.createRate(db, callerSchoolId(user), body, { caller: user, now: now() }),
    payRateDelete: ({ user, id }) => service.deleteRate(db, callerSchoolId(user), id),
    payroll: ({ user, body }) => service.previewPayroll(db, user, callerSchoolId(user), body, now()),
  } satisfies Partial<Handlers>;
}
