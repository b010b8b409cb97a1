import type { EndpointInput, FinanceSummary, PaymentMethod, Period, Subscription } from '@/contract';
import { callApi } from '@/lib/http';
import { passViews, rollsOf } from '@/lib/money-views';
import { moneyViewKeys, mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { financeQueries } from './finance-queries';
import { incomeInTotals, moneyRefused } from './finance-views';

type Sale = EndpointInput<'subscriptionSell'>;

/** One more pass sold, in every cached period's totals its day falls in. */
const soldInTotals = (pass: Subscription) =>
  cachedView<FinanceSummary>(financeQueries.allSummaries(), (summary, key) => {
    const period = key.at(-1) as Period;
    return pass.issued_at >= period.date_from && pass.issued_at <= period.date_to
      ? { ...summary, subscriptions_sold: summary.subscriptions_sold + 1 }
      : undefined;
  });

/**
 * POST /subscriptions/sell under the form's Idempotency-Key. The answer is the pass (what was paid for it with it
 * included): it goes into the students list, the running passes and the period's totals. A sale also settles the
 * student's open debt visits with the pass (docs/money.md), which its answer does not list: the student's account,
 * the balances, their rolls and, if a payment was taken, the payments are read again.
 */
export function useSubscriptionSell(idempotencyKey: string) {
  return useWrite({
    mutationKey: mutationKey('finances', 'subscription-sell'),
    request: (json: Sale) => callApi('subscriptionSell', { json, idempotencyKey }),
    answered: (pass, sale) => [
      ...passViews(pass),
      soldInTotals(pass),
      ...(sale.payment
        ? [
            incomeInTotals({
              amount: pass.paid,
              type: 'subscription',
              method: (sale.payment.method ?? 'cash') as PaymentMethod,
              date: pass.issued_at,
            }),
          ]
        : []),
    ],
    refresh: (pass, sale) => [
      { queryKey: moneyViewKeys.account(pass.student_id) },
      { queryKey: moneyViewKeys.balances() },
      rollsOf([pass.student_id]),
      ...(sale.payment ? [{ queryKey: financeQueries.allPayments() }] : []),
    ],
    onFailure: moneyRefused,
  });
}

/**
 * POST /subscriptions/freeze/{id}: the answer is the pass, frozen and longer. The visits it had given inside the
 * frozen days are taken back (docs/money.md, «Заморозка»), which the answer does not list: the account, the
 * balances and the student's rolls are read again.
 */
export function useSubscriptionFreeze(subscription: Subscription) {
  return useWrite({
    mutationKey: mutationKey('finances', 'subscription-freeze', subscription.id),
    request: (json: { starts_on: string; days: number }) =>
      callApi('subscriptionFreeze', { id: subscription.id, json }),
    answered: (pass) => passViews(pass),
    refresh: (pass) => [
      { queryKey: moneyViewKeys.account(pass.student_id) },
      { queryKey: moneyViewKeys.balances() },
      rollsOf([pass.student_id]),
    ],
    onFailure: moneyRefused,
  });
}
