import type { Makeup } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { mutationKey, resourceKeys } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { makeupTexts } from '../texts';

/**
 * A booking or its cancellation: the server's refusal in its words (a full lesson, a started one). The answer is
 * the make-up alone: the make-ups (their options' seats), the rolls (a guest comes or goes) and the waitlists (a
 * freed seat is offered at once) are read again.
 */
function useMakeupMutation<Input>(
  write: 'book' | 'cancel',
  request: (input: Input) => Promise<Makeup>,
  done: string,
) {
  return useWrite({
    mutationKey: mutationKey('makeups', write),
    request,
    // A refusal (a full lesson, a started one) means the options shown are out of date.
    reread: () => [resourceKeys.makeups],
    refresh: () => [
      { queryKey: resourceKeys.makeups },
      { queryKey: resourceKeys.attendance },
      { queryKey: resourceKeys.waitlists },
    ],
    onSuccess: () => notifySuccess(done),
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? makeupTexts.failed),
  });
}

export function useBookMakeup() {
  return useMakeupMutation(
    'book',
    (json: { makeup_id: number; lesson_id: number }) => callApi('makeupBook', { json }),
    makeupTexts.booked,
  );
}

export function useCancelMakeup() {
  return useMakeupMutation(
    'cancel',
    (makeupId: number) => callApi('makeupCancel', { json: { makeup_id: makeupId } }),
    makeupTexts.canceled,
  );
}
