import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageChannel } from '@/contract';
import { callApi } from '@/lib/http';
import { type MessageAudience, messageQueries } from './message-queries';

export type MessageDraft = { channels: MessageChannel[]; subject: string; text: string };

/**
 * POST /messages/send under the form's Idempotency-Key (useSubmitKey): a double click or a retry after a lost
 * answer sends once. The journal is read again.
 */
export function useSendMessage(audience: MessageAudience, idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: MessageDraft) =>
      callApi('messageSend', { json: { ...audience, ...draft }, idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageQueries.lists() }),
  });
}
