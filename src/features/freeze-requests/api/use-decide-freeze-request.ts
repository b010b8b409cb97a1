import { useMutationState } from '@tanstack/react-query';
import { useRef } from 'react';
import type { FreezeRequest } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { chargesUnsaid } from '@/lib/money-views';
import { mutationKey, resourceKeys } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { freezeRequestTexts as texts } from '../texts';
import { freezeRequestQueries } from './freeze-request-queries';

type Decision = { id: number; approve: boolean };

const key = mutationKey('freezeRequests', 'decide');

/**
 * POST /freeze-requests/decide/{id}: «Подтвердить» applies the freeze to the pass, «Отклонить» leaves it be; the
 * family gets a letter either way. A request is decided once: a second press while the first is on its way sends
 * nothing, and a refusal (decided elsewhere, or the freeze no longer fits the pass: 409) shows the server's words
 * and reads the requests again. The decided request leaves the list; a freeze's answer does not carry the pass, so
 * the passes, balances and rolls (whose coverage a freeze changes) are read again.
 */
export function useDecideFreezeRequest() {
  const listKey = freezeRequestQueries.pending().queryKey;
  // Taken before the mutation renders as pending: a double click's second press finds its request here.
  const sending = useRef(new Set<number>());
  const mutation = useWrite({
    mutationKey: key,
    request: ({ id, approve }: Decision) => callApi('freezeRequestDecide', { id, json: { approve } }),
    reread: () => [resourceKeys.freezeRequests],
    answered: (_decided, { id }) => [
      cachedView<FreezeRequest[]>(listKey, (rows) => rows.filter((row) => row.id !== id)),
    ],
    refresh: (_decided, { approve }) =>
      approve ? chargesUnsaid([{ queryKey: resourceKeys.attendance }]) : [],
    onSuccess: (_decided, { approve }) => notifySuccess(approve ? texts.approved : texts.declined),
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? texts.decideFailed),
    onSettled: ({ id }) => {
      sending.current.delete(id);
    },
  });
  const deciding = useMutationState({
    filters: { mutationKey: key, status: 'pending' },
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
