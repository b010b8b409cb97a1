import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  Payment,
  SchoolTime,
  Subscription,
  subscriptionFreezeSchema,
  subscriptionSaleSchema,
  User,
} from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import * as charges from '../charges/service.ts';
import * as lessons from '../lessons/service.ts';
import * as payments from '../payments/service.ts';
import { addDays } from '../shared/local-date.ts';
import * as subscriptions from '../subscriptions/service.ts';

type Sale = z.output<typeof subscriptionSaleSchema>;

/**
 * Sells a subscription in one transaction: the subscription and its price on the student's account, the open
 * debt visits it settles, and the payment taken with it (any part of the price; the rest stays owed).
 */
export function sellSubscription(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
  sale: Sale,
  time: SchoolTime,
): Promise<{ subscription: Subscription; payment: Payment | null }> {
  return inTransaction(db, async (trx) => {
    await payments.payingStudent(trx, schoolId, sale.student_id);
    const id = await subscriptions.createSold(trx, caller, schoolId, sale, time);
    const debts = await lessons.openDebtVisits(trx, schoolId, sale.student_id);
    await charges.settleDebtsWith(trx, schoolId, sale.student_id, id, debts, { caller, time });
    const payment = !sale.payment
      ? null
      : await payments.createPayment(
          trx,
          caller,
          schoolId,
          {
            student_id: sale.student_id,
            type: 'subscription',
            method: sale.payment.method,
            amount: sale.payment.amount,
            paid_on: sale.issued_at,
            client_id: sale.payment.client_id,
            subscription_id: id,
            comment: '',
          },
          time,
        );
    return { subscription: await subscriptions.getSubscription(trx, schoolId, id, time), payment };
  });
}

type Freeze = z.output<typeof subscriptionFreezeSchema>;

/**
 * Freezes a pass and, in the same transaction, takes back the visits it had already given inside the frozen days
 * (docs/money.md, «Заморозка»): a freeze and a mark end the same whichever came first.
 */
export function freezeSubscription(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
  id: number,
  freeze: Freeze,
  time: SchoolTime,
): Promise<Subscription> {
  return inTransaction(db, async (trx) => {
    await subscriptions.freezeSubscription(trx, caller, schoolId, id, freeze, time);
    await lessons.rechargeFrozenVisits(
      trx,
      { subscriptionId: id, from: freeze.starts_on, to: addDays(freeze.starts_on, freeze.days - 1) },
      { caller, time },
    );
    return subscriptions.getSubscription(trx, schoolId, id, time);
  });
}
