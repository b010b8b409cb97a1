import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import { toErrorMessage } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import { notifyFailure } from '@/ui/notify';

/**
 * A money write: on success every money read (and the rolls, whose coverage it changes) is read again; a refusal
 * is said once, as the server worded it. Money forms keep what was typed until the server accepts it, so a
 * refusal never loses input.
 */
export function useMoneyMutation<Input, Output>(name: string, mutationFn: MutationFunction<Output, Input>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['finances', name],
    mutationFn,
    onError: (error) => notifyFailure(toErrorMessage(error, 'finances')),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.finances }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.attendance }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.students }),
      ]),
  });
}
