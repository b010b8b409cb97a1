import type { EndpointInput, Payment } from '@/contract';
import { callApi } from '@/lib/http';
import { balancesUnsaid, balanceView, rollsOf } from '@/lib/money-views';
import { moneyViewKeys, mutationKey } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';
import { financeQueries } from './finance-queries';
import { incomeInTotals, moneyRefused, passPaid, paymentChanged, paymentInLists } from './finance-views';

/**
 * What a payment taken (`sign` 1) or voided (−1) does, as its answer says it: the payment in every cached period's
 * list and totals, the student's balance (a payment of type «other» is not on the ledger), the pass it pays. Read
 * again: the account's ledger lines, and, while the student still owes, since when and for how many visits (the
 * balances, the rows of their rolls).
 */
function paymentViews(payment: Payment, sign: 1 | -1) {
  const amount = sign * payment.amount;
  const onLedger = payment.type !== 'other';
  return {
    answered: [
      paymentInLists(payment),
      incomeInTotals({ amount, type: payment.type, method: payment.method, date: payment.paid_on }),
      ...(onLedger ? [balanceView(payment.student_id, (balance) => balance + amount)] : []),
      ...(onLedger && payment.subscription_id !== null ? [passPaid(payment.subscription_id, amount)] : []),
    ],
    refresh: [
      { queryKey: moneyViewKeys.account(payment.student_id) },
      ...(onLedger ? [balancesUnsaid([payment.student_id], false), rollsOf([payment.student_id])] : []),
    ],
  };
}

/** POST /payments/create under the form's Idempotency-Key: a double click or a retry takes the payment once. */
export function usePaymentCreate(idempotencyKey: string) {
  return useWrite({
    mutationKey: mutationKey('finances', 'payment-create'),
    request: (json: EndpointInput<'paymentCreate'>) => callApi('paymentCreate', { json, idempotencyKey }),
    answered: (payment) => paymentViews(payment, 1).answered,
    refresh: (payment) => paymentViews(payment, 1).refresh,
    onFailure: moneyRefused,
  });
}

/** POST /payments/void/{id}: a mistaken payment stays listed, marked voided, and its credit leaves the balance. */
export function usePaymentVoid() {
  return useWrite({
    mutationKey: mutationKey('finances', 'payment-void'),
    request: ({ id, reason }: { id: number; reason: string }) =>
      callApi('paymentVoid', { id, json: { reason } }),
    reread: () => [financeQueries.allPayments()],
    answered: (payment) => paymentViews(payment, -1).answered,
    refresh: (payment) => paymentViews(payment, -1).refresh,
    onFailure: moneyRefused,
  });
}

/**
 * POST /refunds/create under the dialog's Idempotency-Key. The answer is the refund: its payment shows it; the
 * totals, the balances and the pass it came off are read again (the refund names its payment, not what that
 * payment was for, nor the pass).
 */
export function useRefundCreate(idempotencyKey: string) {
  return useWrite({
    mutationKey: mutationKey('finances', 'refund-create'),
    request: (json: EndpointInput<'refundCreate'>) => callApi('refundCreate', { json, idempotencyKey }),
    reread: () => [financeQueries.allPayments()],
    answered: (refund) => [
      paymentChanged(refund.payment_id, (payment) => ({
        ...payment,
        refunded: payment.refunded + refund.amount,
      })),
    ],
    refresh: (refund) => [
      { queryKey: financeQueries.allSummaries() },
      { queryKey: moneyViewKeys.account(refund.student_id) },
      { queryKey: moneyViewKeys.activePasses() },
      { queryKey: moneyViewKeys.balances() },
      rollsOf([refund.student_id]),
    ],
    onFailure: moneyRefused,
  });
}
