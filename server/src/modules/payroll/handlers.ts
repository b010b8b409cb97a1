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
    payrollAdjustmentCreate: ({ user, body }) =>
      service.addAdjustment(db, callerSchoolId(user), body, { caller: user, now: now() }),
    payrollPeriods: ({ user }) => service.listPeriods(db, user, callerSchoolId(user)),
    payrollClose: ({ user, body }) =>
      service.closePeriod(db, callerSchoolId(user), body, { caller: user, now: now() }),
    payrollLessonPay: ({ user, body }) =>
      service.setLessonPay(db, callerSchoolId(user), body, { caller: user, now: now() }),
    payrollPay: ({ user, id, body }) =>
      service.payTeacher(db, callerSchoolId(user), id, body.teacher_id, { caller: user, now: now() }),
    payroll: ({ user, body }) => service.previewPayroll(db, user, callerSchoolId(user), body, now()),
  } satisfies Partial<Handlers>;
}
