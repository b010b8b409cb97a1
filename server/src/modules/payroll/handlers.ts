import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import { reopenPeriod } from './reopen.ts';
import * as service from './service.ts';

/** Teacher payroll (docs/payroll.md). */
export function payrollHandlers({ db }: ApiDeps) {
  return {
    payRates: ({ user }) => service.listRates(db, callerSchoolId(user)),
    payRateChoices: ({ user }) => service.rateChoices(db, callerSchoolId(user)),
    payRateCreate: ({ user, body, time }) =>
      service.createRate(db, callerSchoolId(user), body, { caller: user, time }),
    payRateDelete: ({ user, id }) => service.deleteRate(db, callerSchoolId(user), id),
    payrollAdjustmentCreate: ({ user, body, time }) =>
      service.addAdjustment(db, callerSchoolId(user), body, { caller: user, time }),
    payrollPeriods: ({ user }) => service.listPeriods(db, user, callerSchoolId(user)),
    payrollClose: ({ user, body, time }) =>
      service.closePeriod(db, callerSchoolId(user), body, { caller: user, time }),
    payrollLessonPay: ({ user, body, time }) =>
      service.setLessonPay(db, callerSchoolId(user), body, { caller: user, time }),
    payrollPay: ({ user, id, body, time }) =>
      service.payTeacher(db, callerSchoolId(user), id, body.teacher_id, { caller: user, time }),
    payrollReopen: ({ user, id }) => reopenPeriod(db, callerSchoolId(user), id),
    payroll: ({ user, body, time }) => service.previewPayroll(db, user, callerSchoolId(user), body, time),
  } satisfies Partial<Handlers>;
}
