import type { Message } from '@/contract';
import { callApi } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { messageTexts } from '../texts';
import { messageError } from './message-error';
import { messageQueries } from './message-queries';

/**
 * «Отправить ещё раз» of a failed message: the server queues it anew and answers it so, which replaces it in every
 * list shown (each keeps watching it until it goes).
 */
export function useResendMessage() {
  return useWrite({
    mutationKey: mutationKey('messages', 'resend'),
    request: (id: number) => callApi('messageResend', { id }),
    answered: (queued) => [
      cachedView<Message[]>(messageQueries.lists(), (messages) =>
        messages.some((message) => message.id === queued.id)
          ? messages.map((message) => (message.id === queued.id ? queued : message))
          : undefined,
      ),
    ],
    onSuccess: () => notifySuccess(messageTexts.log.resent),
    onFailure: (error) => notifyFailure(messageError(error)),
  });
}
