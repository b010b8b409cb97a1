import type { Kysely } from 'kysely';
import {
  daysBetween,
  expenseCategories,
  type PaymentsReport,
  type ReportFilter,
  type ReportStep,
} from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import * as finances from '../finances/service.ts';
import { addDays } from '../shared/local-date.ts';
import * as money from './money-repository.ts';

/** Days for a short period, weeks (from Monday) up to half a year, months beyond. */
export function defaultStep(from: string, to: string): ReportStep {
  const days = daysBetween(from, to) + 1;
  if (days <= 31) return 'day';
  return days <= 184 ? 'week' : 'month';
}

/** The first day of the step a date falls in. */
export function stepStart(date: string, step: ReportStep): string {
  if (step === 'day') return date;
  if (step === 'month') return `${date.slice(0, 8)}01`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Money of the period (docs/reports.md): in, back, out, by step, type, method and category; sales, visits, debts. */
export async function payments(
  db: Kysely<Database>,
  schoolId: number,
  filter: ReportFilter,
): Promise<PaymentsReport> {
  const period = { from: filter.date_from, to: filter.date_to };
  const step = filter.step ?? defaultStep(period.from, period.to);
  const [income, refunds, expenses, totals, soldAmount, visits, debts] = await Promise.all([
    money.incomeByDay(db, schoolId, period),
    money.refundsByDay(db, schoolId, period),
    money.expensesByDayAndCategory(db, schoolId, period),
    finances.summary(db, schoolId, period),
    money.subscriptionsSoldAmount(db, schoolId, period),
    money.visitsMoved(db, schoolId, period),
    money.debtsAt(db, schoolId, period.to),
  ]);

  const buckets = new Map<string, { income: number; refunds: number; expenses: number }>();
  const bucket = (day: string) => {
    const start = stepStart(day, step);
    const found = buckets.get(start) ?? { income: 0, refunds: 0, expenses: 0 };
    buckets.set(start, found);
    return found;
  };
  const categories = new Map<string, number>();
  for (const row of income) bucket(row.day).income += Number(row.amount);
  for (const row of refunds) bucket(row.day).refunds += Number(row.amount);
  for (const row of expenses) {
    bucket(row.day).expenses += Number(row.amount);
    categories.set(row.category, (categories.get(row.category) ?? 0) + Number(row.amount));
  }

  const spec: readonly string[] = expenseCategories;
  return {
    date_from: period.from,
    date_to: period.to,
    step,
    by_period: [...buckets.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([start, item]) => ({
        period_start: start,
        ...item,
        net: item.income - item.refunds - item.expenses,
      })),
    income: totals.income,
    refunds: totals.refunds,
    expenses: totals.expenses,
    net: totals.net,
    income_by_type: totals.income_by_type,
    income_by_method: totals.income_by_method,
    expenses_by_category: [...categories.entries()]
      .map(([category, amount]) => ({ category, amount }))
      .sort(
        (a, b) =>
          (spec.includes(a.category) ? spec.indexOf(a.category) : spec.length) -
            (spec.includes(b.category) ? spec.indexOf(b.category) : spec.length) || b.amount - a.amount,
      ),
    subscriptions_sold: totals.subscriptions_sold,
    subscriptions_sold_amount: soldAmount,
    visits_used: visits.used,
    visits_burned: visits.burned,
    debts_at_end: debts.owed,
    debtors_at_end: debts.debtors,
  };
}
