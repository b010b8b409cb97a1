import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { FreezeRequest } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { freezeRequestTexts as texts } from '../texts';
import { freezeRequestQueries } from './freeze-request-queries';

type Decision = { id: number; approve: boolean };

const mutationKey = [...resourceKeys.freezeRequests, 'decide'];

/**
 * POST /freeze-requests/decide/{id}: «Подтвердить» applies the freeze to the pass, «Отклонить» leaves it be; the
 * family gets a letter either way. A request is decided once: a second press while the first is on its way sends
 * nothing, and a refusal (decided elsewhere, or the freeze no longer fits the pass: 409) shows the server's words.
 * Afterwards the requests, the passes and balances (the money reads) and the rolls (whose coverage a freeze
 * changes) are read again.
 */
export function useDecideFreezeRequest() {
  const queryClient = useQueryClient();
  const listKey = freezeRequestQueries.pending().queryKey;
  // Taken before the mutation renders as pending: a double click's second press finds its request here.
  const sending = useRef(new Set<number>());
  const mutation = useMutation({
    mutationKey,
    mutationFn: ({ id, approve }: Decision) => callApi('freezeRequestDecide', { id, json: { approve } }),
    onSuccess: (_decided, { id, approve }) => {
      queryClient.setQueryData<FreezeRequest[]>(listKey, (rows) => rows?.filter((row) => row.id !== id));
      notifySuccess(approve ? texts.approved : texts.declined);
    },
    onError: (error) => notifyFailure(serverMessageOf(error) ?? texts.decideFailed),
    onSettled: (_answer, _error, { id }) => {
      sending.current.delete(id);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.freezeRequests }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.finances }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.attendance }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.students }),
      ]);
    },
  });
  const deciding = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (pending) => (pending.state.variables as Decision | undefined)?.id,
  });
  return {
    /** Whether a decision on this request is on its way (its buttons wait). */
    isDeciding: (id: number) => deciding.includes(id),
    /** `onDecided` runs once the server has taken the decision (the row is gone from the list by then). */
    decide: (id: number, approve: boolean, onDecided?: () => void) => {
      if (sending.current.has(id)) return;
      sending.current.add(id);
      mutation.mutate({ id, approve }, { onSuccess: onDecided });
    },
  };
}
