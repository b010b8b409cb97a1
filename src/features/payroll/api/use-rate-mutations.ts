import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayRate, PayRateCreateInput } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { payrollTexts } from '../texts';

/** A rate changes what every period pays: rates and previews read again. */
function useRefreshPayroll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resourceKeys.payroll });
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
