import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import { reopenPeriod } from './reopen.ts';
import * as service from './service.ts';

/** Teacher payroll (docs/payroll.md). */
export function payrollHandlers({ db }: ApiDeps) {
  return {
    payRates: ({ schoolId }) => service.listRates(db, schoolId),
    payRateChoices: ({ schoolId }) => service.rateChoices(db, schoolId),
    payRateCreate: ({ user, schoolId, body, time }) =>
      service.createRate(db, schoolId, body, { caller: user, time }),
    payRateDelete: ({ schoolId, id }) => service.deleteRate(db, schoolId, id),
    payrollAdjustmentCreate: ({ user, schoolId, body, time }) =>
      service.addAdjustment(db, schoolId, body, { caller: user, time }),
    payrollPeriods: ({ user, schoolId }) => service.listPeriods(db, user, schoolId),
    payrollClose: ({ user, schoolId, body, time }) =>
      service.closePeriod(db, schoolId, body, { caller: user, time }),
    payrollLessonPay: ({ user, schoolId, body, time }) =>
      service.setLessonPay(db, schoolId, body, { caller: user, time }),
    payrollPay: ({ user, schoolId, id, body, time }) =>
      service.payTeacher(db, schoolId, id, body.teacher_id, { caller: user, time }),
    payrollReopen: ({ schoolId, id }) => reopenPeriod(db, schoolId, id),
    payroll: ({ user, schoolId, body, time }) => service.previewPayroll(db, user, schoolId, body, time),
  } satisfies Partial<Handlers>;
}
