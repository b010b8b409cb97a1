import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/http';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { messageTexts } from '../texts';
import { messageError } from './message-error';
import { messageQueries } from './message-queries';

/** «Отправить ещё раз» of a failed message: the server queues it anew; the lists are read again. */
export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('messageResend', { id }),
    onSuccess: () => notifySuccess(messageTexts.log.resent),
    onError: (error) => notifyFailure(messageError(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageQueries.lists() }),
  });
}
