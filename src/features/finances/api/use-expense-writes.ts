import type { EndpointInput } from '@/contract';
import { callApi } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';
import { financeQueries } from './finance-queries';
import { expenseInLists, expenseInTotals, moneyRefused } from './finance-views';

/**
 * POST /expenses/create under the form's Idempotency-Key: the answer, the stored expense, goes into every cached
 * period's list and totals it falls in; nothing else shows an expense.
 */
export function useExpenseCreate(idempotencyKey: string) {
  return useWrite({
    mutationKey: mutationKey('finances', 'expense-create'),
    request: (json: EndpointInput<'expenseCreate'>) => callApi('expenseCreate', { json, idempotencyKey }),
    answered: (expense) => [expenseInLists(expense), expenseInTotals(expense.amount, expense.spent_on)],
    onFailure: moneyRefused,
  });
}

/** POST /expenses/void/{id}: the expense stays listed, marked voided, and leaves the totals. */
export function useExpenseVoid() {
  return useWrite({
    mutationKey: mutationKey('finances', 'expense-void'),
    request: ({ id, reason }: { id: number; reason: string }) =>
      callApi('expenseVoid', { id, json: { reason } }),
    reread: () => [financeQueries.allExpenses()],
    answered: (expense) => [expenseInLists(expense), expenseInTotals(-expense.amount, expense.spent_on)],
    onFailure: moneyRefused,
  });
}
