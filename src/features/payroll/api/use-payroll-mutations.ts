import type {
  LessonPayInput,
  PayRate,
  PayRateCreateInput,
  PayrollAdjustmentCreateInput,
  Period,
} from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { mutationKey, resourceKeys } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { payrollTexts } from '../texts';

/**
 * A rate changes what every period pays, a payout adds an expense: the answers say the one row written, not the
 * periods' sums, so payroll and money read again.
 */
const payrollUnsaid = () => [{ queryKey: resourceKeys.payroll }, { queryKey: resourceKeys.finances }];

/** POST /payroll/rates/create; the form shows a refusal itself. */
export function useCreateRate() {
  return useWrite({
    mutationKey: mutationKey('payroll', 'rate-create'),
    request: (input: PayRateCreateInput) => callApi('payRateCreate', { json: input }),
    refresh: payrollUnsaid,
    onSuccess: () => notifySuccess(payrollTexts.rateSaved),
  });
}

export function useDeleteRate() {
  return useWrite({
    mutationKey: mutationKey('payroll', 'rate-delete'),
    request: (rate: PayRate) => callApi('payRateDelete', { id: rate.id }),
    refresh: payrollUnsaid,
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? payrollTexts.removeFailed),
  });
}

/** POST /payroll/close: the period's figures are stored as they are now. */
export function useClosePeriod() {
  return useWrite({
    mutationKey: mutationKey('payroll', 'close'),
    request: (period: Period) => callApi('payrollClose', { json: period }),
    refresh: payrollUnsaid,
    onSuccess: () => notifySuccess(payrollTexts.closed),
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? payrollTexts.closeFailed),
  });
}

/** POST /payroll/periods/reopen/{id}: a closed period nobody was paid for goes back to following the marks. */
export function useReopenPeriod() {
  return useWrite({
    mutationKey: mutationKey('payroll', 'reopen'),
    request: (periodId: number) => callApi('payrollReopen', { id: periodId }),
    refresh: payrollUnsaid,
    onSuccess: () => notifySuccess(payrollTexts.reopened),
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? payrollTexts.reopenFailed),
  });
}

/** POST /payroll/periods/pay/{id}: one «Зарплата» expense for the teacher's total. */
export function usePayTeacher() {
  return useWrite({
    mutationKey: mutationKey('payroll', 'pay'),
    request: ({ periodId, teacherId }: { periodId: number; teacherId: number }) =>
      callApi('payrollPay', { id: periodId, json: { teacher_id: teacherId } }),
    refresh: payrollUnsaid,
    onSuccess: () => notifySuccess(payrollTexts.paid),
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? payrollTexts.payFailed),
  });
}

/** POST /payroll/adjustments/create; the form shows a refusal itself. */
export function useAddAdjustment() {
  return useWrite({
    mutationKey: mutationKey('payroll', 'adjustment-create'),
    request: (input: PayrollAdjustmentCreateInput) => callApi('payrollAdjustmentCreate', { json: input }),
    refresh: payrollUnsaid,
    onSuccess: () => notifySuccess(payrollTexts.adjustmentSaved),
  });
}

/** POST /payroll/lesson-pay: a one-off amount for one lesson, or back to the rate; the dialog shows a refusal. */
export function useSetLessonPay() {
  return useWrite({
    mutationKey: mutationKey('payroll', 'lesson-pay'),
    request: (input: LessonPayInput) => callApi('payrollLessonPay', { json: input }),
    refresh: payrollUnsaid,
    onSuccess: (answer) =>
      notifySuccess(answer.amount === null ? payrollTexts.lessonPayRemoved : payrollTexts.lessonPaySaved),
  });
}
