import { queryOptions } from '@tanstack/react-query';
import type { Period } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

const key = resourceKeys.finances;

/** Every money read: one key root, so a payment, a sale or a mark refreshes all of them at once. */
export const financeQueries = {
  all: () => key,
  summary: (period: Period) =>
    queryOptions({
      queryKey: [...key, 'summary', period],
      queryFn: () => callApi('financeSummary', { json: period }),
    }),
  payments: (period: Period) =>
    queryOptions({
      queryKey: [...key, 'payments', period],
      queryFn: () => callApi('paymentsWhere', { json: period }),
    }),
  expenses: (period: Period) =>
    queryOptions({
      queryKey: [...key, 'expenses', period],
      queryFn: () => callApi('expensesWhere', { json: period }),
    }),
  balances: () => queryOptions({ queryKey: [...key, 'balances'], queryFn: () => callApi('balances') }),
  templates: () =>
    queryOptions({ queryKey: [...key, 'templates'], queryFn: () => callApi('subscriptionTemplatesAll') }),
  activeSubscriptions: () =>
    queryOptions({
      queryKey: [...key, 'subscriptions', 'active'],
      queryFn: () => callApi('subscriptionsWhere', { json: { active: true } }),
    }),
  settings: () => queryOptions({ queryKey: [...key, 'settings'], queryFn: () => callApi('financeSettings') }),
  studentAccount: (studentId: number) =>
    queryOptions({
      queryKey: [...key, 'student', studentId],
      queryFn: () => callApi('studentAccount', { id: studentId }),
    }),
};
