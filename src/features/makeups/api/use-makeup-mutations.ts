import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Makeup } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { makeupTexts } from '../texts';

/**
 * A booking or its cancellation: the server's refusal in its words (a full lesson, a started one), and then the
 * make-ups, the rolls (a guest comes or goes) and the lessons' seats are read again.
 */
function useMakeupMutation<Input>(name: string, mutationFn: MutationFunction<Makeup, Input>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...resourceKeys.makeups, name],
    mutationFn,
    onSuccess: () => notifySuccess(done),
    onError: (error) => notifyFailure(serverMessageOf(error) ?? makeupTexts.failed),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.makeups }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.attendance }),
      ]),
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
