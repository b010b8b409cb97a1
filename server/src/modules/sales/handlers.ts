import type { ApiDeps } from '../../app-env.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

export function saleHandlers({ db, kickOutbox, notices }: ApiDeps) {
  return {
    // A payment taken with the sale is told like any other (payments/handlers.ts): a receipt in the sale's transaction.
    subscriptionSell: async ({ user, schoolId, body, time }) => {
      const { subscription, queued } = await inTransaction(db, async (trx) => {
        const { subscription, payment } = await service.sellSubscription(trx, user, schoolId, body, time);
        return {
          subscription,
          queued: payment ? await notices.paymentReceived(trx, schoolId, payment, time) : 0,
        };
      });
      if (queued > 0) kickOutbox();
      return subscription;
    },
    subscriptionFreeze: ({ user, schoolId, id, body, time }) =>
      service.freezeSubscription(db, user, schoolId, id, body, time),
  } satisfies Partial<Handlers>;
}
