import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Closure, ClosureCreateInput } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { closureTexts } from '../closure-texts';

/** A closure changes lessons (cancelled) and passes (extended): every list showing them reads again. */
function useRefreshAfterClosure() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [resourceKeys.closures, resourceKeys.lessons, resourceKeys.attendance, resourceKeys.finances].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** POST /closures/create. The form shows a refusal itself (inline), so no toast for it. */
export function useCreateClosure() {
  const refresh = useRefreshAfterClosure();
  return useMutation({
    mutationKey: ['closures', 'create'],
    mutationFn: (input: ClosureCreateInput) => callApi('closureCreate', { json: input }),
    onSuccess: (closure: Closure) => {
      notifySuccess(closureTexts.created(closure.canceled_lessons, closure.extended_subscriptions));
      return refresh();
    },
  });
}

/** DELETE /closures/delete/{id}: a closure not yet begun is taken back. */
export function useDeleteClosure() {
  const refresh = useRefreshAfterClosure();
  return useMutation({
    mutationKey: ['closures', 'delete'],
    mutationFn: (closure: Closure) => callApi('closureDelete', { id: closure.id }),
    onSuccess: () => refresh(),
    onError: (error) => notifyFailure(serverMessageOf(error) ?? closureTexts.removeFailed),
  });
}
