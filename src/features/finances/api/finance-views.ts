import type { QueryKey } from '@tanstack/react-query';
import type {
  Expense,
  FinanceSummary,
  Payment,
  PaymentMethod,
  PaymentType,
  Period,
  Subscription,
} from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { moneyViewKeys } from '@/lib/query-keys';
import { cachedView } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { financeQueries } from './finance-queries';

// The finances' own views as a money write's answer changes them: each cached period's lists and totals, the
// passes still running. The period is the last part of a list's key.

/** A refusal said once, as the server worded it; a money form keeps what was typed. */
export const moneyRefused = (error: unknown) => notifyFailure(toErrorMessage(error, 'finances'));

const periodOf = (key: QueryKey) => key.at(-1) as Period;
const within = (date: string, key: QueryKey) => {
  const { date_from, date_to } = periodOf(key);
  return date >= date_from && date <= date_to;
};

/** A dated row put into every cached period's list it falls in (newest first), replacing the one it was. */
function datedInLists<Row extends { id: number }>(prefix: QueryKey, row: Row, dateOf: (row: Row) => string) {
  const newestFirst = (a: Row, b: Row) => dateOf(b).localeCompare(dateOf(a)) || b.id - a.id;
  return cachedView<Row[]>(prefix, (rows, key) => {
    const others = rows.filter((item) => item.id !== row.id);
    if (within(dateOf(row), key)) return [...others, row].toSorted(newestFirst);
    return others.length === rows.length ? undefined : others;
  });
}

export const paymentInLists = (payment: Payment) =>
  datedInLists(financeQueries.allPayments(), payment, (row) => row.paid_on);

export const expenseInLists = (expense: Expense) =>
  datedInLists(financeQueries.allExpenses(), expense, (row) => row.spent_on);

/** The same row with its changed fields, wherever a cached period lists it (a refund's payment). */
export const paymentChanged = (id: number, change: (payment: Payment) => Payment) =>
  cachedView<Payment[]>(financeQueries.allPayments(), (payments) =>
    payments.some((payment) => payment.id === id)
      ? payments.map((payment) => (payment.id === id ? change(payment) : payment))
      : undefined,
  );

type Income = { amount: number; type: PaymentType; method: PaymentMethod; date: string };

/** Income taken (or, negative, voided) on a day, in every cached period's totals it falls in. */
export const incomeInTotals = ({ amount, type, method, date }: Income) =>
  cachedView<FinanceSummary>(financeQueries.allSummaries(), (summary, key) =>
    within(date, key)
      ? {
          ...summary,
          income: summary.income + amount,
          net: summary.net + amount,
          income_by_type: { ...summary.income_by_type, [type]: summary.income_by_type[type] + amount },
          income_by_method: {
            ...summary.income_by_method,
            [method]: summary.income_by_method[method] + amount,
          },
        }
      : undefined,
  );

/** An expense spent (or, negative, voided) on a day, in every cached period's totals it falls in. */
export const expenseInTotals = (amount: number, date: string) =>
  cachedView<FinanceSummary>(financeQueries.allSummaries(), (summary, key) =>
    within(date, key)
      ? { ...summary, expenses: summary.expenses + amount, net: summary.net - amount }
      : undefined,
  );

/** A pass's paid part moved by a payment or its void: what is owed follows (never below zero). */
export const passPaid = (id: number, amount: number) =>
  cachedView<Subscription[]>(moneyViewKeys.activePasses(), (passes) =>
    passes.some((pass) => pass.id === id)
      ? passes.map((pass) =>
          pass.id === id
            ? { ...pass, paid: pass.paid + amount, owed: Math.max(pass.price - pass.paid - amount, 0) }
            : pass,
        )
      : undefined,
  );
