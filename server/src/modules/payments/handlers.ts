import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

export function paymentHandlers({ db }: ApiDeps) {
  return {
    paymentsWhere: ({ schoolId, body }) =>
      service.listPayments(db, schoolId, {
        from: body.date_from,
        to: body.date_to,
        studentId: body.student_id,
      }),
    paymentCreate: ({ user, schoolId, body, time }) => service.createPayment(db, user, schoolId, body, time),
    paymentVoid: ({ user, schoolId, id, body, time }) =>
      service.voidPayment(db, user, schoolId, id, body.reason, time),
    refundsWhere: ({ schoolId, body }) =>
      service.listRefunds(db, schoolId, {
        from: body.date_from,
        to: body.date_to,
        studentId: body.student_id,
      }),
    refundCreate: ({ user, schoolId, body, time }) => service.createRefund(db, user, schoolId, body, time),
  } satisfies Partial<Handlers>;
}
