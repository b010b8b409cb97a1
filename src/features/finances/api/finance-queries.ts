import { queryOptions } from '@tanstack/react-query';
import type { Period } from '@/contract';
import { callApi } from '@/lib/http';
import { moneyViewKeys, resourceKeys } from '@/lib/query-keys';

const key = resourceKeys.finances;

/** Every money read, under one key root; a write names the ones its answer cannot say (src/lib/money-views.ts). */
export const financeQueries = {
  all: () => key,
  /** Every cached period's totals, payments and expenses: the period is the last part of their keys. */
  allSummaries: () => [...key, 'summary'] as const,
  allPayments: () => [...key, 'payments'] as const,
  allExpenses: () => [...key, 'expenses'] as const,
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
  balances: () => queryOptions({ queryKey: moneyViewKeys.balances(), queryFn: () => callApi('balances') }),
  templates: () =>
    queryOptions({ queryKey: [...key, 'templates'], queryFn: () => callApi('subscriptionTemplatesAll') }),
  activeSubscriptions: () =>
    queryOptions({
      queryKey: moneyViewKeys.activePasses(),
      queryFn: () => callApi('subscriptionsWhere', { json: { active: true } }),
    }),
  settings: () => queryOptions({ queryKey: [...key, 'settings'], queryFn: () => callApi('financeSettings') }),
  studentAccount: (studentId: number) =>
    queryOptions({
      queryKey: moneyViewKeys.account(studentId),
      queryFn: () => callApi('studentAccount', { id: studentId }),
    }),
};
