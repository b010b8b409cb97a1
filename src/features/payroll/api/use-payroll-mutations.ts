import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  LessonPayInput,
  PayRate,
  PayRateCreateInput,
  PayrollAdjustmentCreateInput,
  Period,
} from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { payrollTexts } from '../texts';

/** A rate changes what every period pays, a payout adds an expense: payroll and money read again. */
function useRefreshPayroll() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [resourceKeys.payroll, resourceKeys.finances].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** POST /payroll/rates/create; the form shows a refusal itself. */
export function useCreateRate() {
  const refresh = useRefreshPayroll();
  return useMutation({
    mutationKey: ['payroll', 'rates', 'create'],
    mutationFn: (input: PayRateCreateInput) => callApi('payRateCreate', { json: input }),
    onSuccess: () => {
      notifySuccess(payrollTexts.rateSaved);
      return refresh();
    },
  });
}

export function useDeleteRate() {
  const refresh = useRefreshPayroll();
  return useMutation({
    mutationKey: ['payroll', 'rates', 'delete'],
    mutationFn: (rate: PayRate) => callApi('payRateDelete', { id: rate.id }),
    onSuccess: () => refresh(),
    onError: (error) => notifyFailure(serverMessageOf(error) ?? payrollTexts.removeFailed),
  });
}

/** POST /payroll/close: the period's figures are stored as they are now. */
export function useClosePeriod() {
  const refresh = useRefreshPayroll();
  return useMutation({
    mutationKey: ['payroll', 'close'],
    mutationFn: (period: Period) => callApi('payrollClose', { json: period }),
    onSuccess: () => {
      notifySuccess(payrollTexts.closed);
      return refresh();
    },
    onError: (error) => notifyFailure(serverMessageOf(error) ?? payrollTexts.closeFailed),
  });
}

/** POST /payroll/periods/reopen/{id}: a closed period nobody was paid for goes back to following the marks. */
export function useReopenPeriod() {
  const refresh = useRefreshPayroll();
  return useMutation({
    mutationKey: ['payroll', 'reopen'],
    mutationFn: (periodId: number) => callApi('payrollReopen', { id: periodId }),
    onSuccess: () => {
      notifySuccess(payrollTexts.reopened);
      return refresh();
    },
    onError: (error) => notifyFailure(serverMessageOf(error) ?? payrollTexts.reopenFailed),
  });
}

/** POST /payroll/periods/pay/{id}: one «Зарплата» expense for the teacher's total. */
export function usePayTeacher() {
  const refresh = useRefreshPayroll();
  return useMutation({
    mutationKey: ['payroll', 'pay'],
    mutationFn: ({ periodId, teacherId }: { periodId: number; teacherId: number }) =>
      callApi('payrollPay', { id: periodId, json: { teacher_id: teacherId } }),
    onSuccess: () => {
      notifySuccess(payrollTexts.paid);
      return refresh();
    },
    onError: (error) => notifyFailure(serverMessageOf(error) ?? payrollTexts.payFailed),
  });
}

/** POST /payroll/adjustments/create; the form shows a refusal itself. */
export function useAddAdjustment() {
  const refresh = useRefreshPayroll();
  return useMutation({
    mutationKey: ['payroll', 'adjustments', 'create'],
    mutationFn: (input: PayrollAdjustmentCreateInput) => callApi('payrollAdjustmentCreate', { json: input }),
    onSuccess: () => {
      notifySuccess(payrollTexts.adjustmentSaved);
      return refresh();
    },
  });
}

/** POST /payroll/lesson-pay: a one-off amount for one lesson, or back to the rate; the dialog shows a refusal. */
export function useSetLessonPay() {
  const refresh = useRefreshPayroll();
  return useMutation({
    mutationKey: ['payroll', 'lesson-pay'],
    mutationFn: (input: LessonPayInput) => callApi('payrollLessonPay', { json: input }),
    onSuccess: (answer) => {
      notifySuccess(answer.amount === null ? payrollTexts.lessonPayRemoved : payrollTexts.lessonPaySaved);
      return refresh();
    },
  });
}
