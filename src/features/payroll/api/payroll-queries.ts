import { queryOptions } from '@tanstack/react-query';
import type { Period } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

const key = resourceKeys.payroll;

export const payrollQueries = {
  all: () => key,
  /** GET /payroll/rates: every teacher's rates (owner, accountant). */
  rates: () => queryOptions({ queryKey: [...key, 'rates'], queryFn: () => callApi('payRates') }),
  /** GET /payroll/choices: the teachers, groups and directions a rate may name. */
  choices: () => queryOptions({ queryKey: [...key, 'choices'], queryFn: () => callApi('payRateChoices') }),
  /** GET /payroll/periods: closed periods with their stored figures and payouts. */
  periods: () => queryOptions({ queryKey: [...key, 'periods'], queryFn: () => callApi('payrollPeriods') }),
  /** POST /payroll/preview: the period's pay, every teacher's (a teacher: their own). */
  preview: (period: Period) =>
    queryOptions({
      queryKey: [...key, 'preview', period],
      queryFn: () => callApi('payroll', { json: period }),
    }),
};
