import type { Closure, ClosureCreateInput } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { chargesUnsaid } from '@/lib/money-views';
import { mutationKey, resourceKeys } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { closureTexts } from '../closure-texts';

/**
 * A closure cancels lessons (and takes back their charges) and extends passes; its answer counts them, it does not
 * list them: the closures, the calendar, the rolls and every money view read again.
 */
const closureUnsaid = () =>
  chargesUnsaid([
    { queryKey: resourceKeys.closures },
    { queryKey: resourceKeys.lessons },
    { queryKey: resourceKeys.attendance },
  ]);

/** POST /closures/create. The form shows a refusal itself (inline), so no toast for it. */
export function useCreateClosure() {
  return useWrite({
    mutationKey: mutationKey('closures', 'create'),
    request: (input: ClosureCreateInput) => callApi('closureCreate', { json: input }),
    refresh: closureUnsaid,
    onSuccess: (closure: Closure) =>
      notifySuccess(closureTexts.created(closure.canceled_lessons, closure.extended_subscriptions)),
  });
}

/** DELETE /closures/delete/{id}: a closure not yet begun is taken back. */
export function useDeleteClosure() {
  return useWrite({
    mutationKey: mutationKey('closures', 'delete'),
    request: (closure: Closure) => callApi('closureDelete', { id: closure.id }),
    refresh: closureUnsaid,
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? closureTexts.removeFailed),
  });
}
