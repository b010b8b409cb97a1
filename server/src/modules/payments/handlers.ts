import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

export function paymentHandlers({ db }: ApiDeps) {
  return {
    paymentsWhere: ({ user, body }) =>
      service.listPayments(db, callerSchoolId(user), {
        from: body.date_from,
        to: body.date_to,
        studentId: body.student_id,
      }),
    paymentCreate: ({ user, body, time }) =>
      service.createPayment(db, user, callerSchoolId(user), body, time),
    paymentVoid: ({ user, id, body, time }) =>
      service.voidPayment(db, user, callerSchoolId(user), id, body.reason, time),
    refundsWhere: ({ user, body }) =>
      service.listRefunds(db, callerSchoolId(user), {
        from: body.date_from,
        to: body.date_to,
        studentId: body.student_id,
      }),
    refundCreate: ({ user, body, time }) => service.createRefund(db, user, callerSchoolId(user), body, time),
  } satisfies Partial<Handlers>;
}
