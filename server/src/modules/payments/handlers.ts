import type { ApiDeps } from '../../app-env.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

export function paymentHandlers({ db, kickOutbox, notices }: ApiDeps) {
  return {
    paymentsWhere: ({ schoolId, body }) =>
      service.listPayments(db, schoolId, {
        from: body.date_from,
        to: body.date_to,
        studentId: body.student_id,
      }),
    // The payer (or the family) gets a short receipt-like message in the payment's own transaction.
    paymentCreate: async ({ user, schoolId, body, time }) => {
      const { payment, queued } = await inTransaction(db, async (trx) => {
        const payment = await service.createPayment(trx, user, schoolId, body, time);
        return { payment, queued: await notices.paymentReceived(trx, schoolId, payment, time) };
      });
      if (queued > 0) kickOutbox();
      return payment;
    },
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
