import type { MessageChannel } from '@/contract';
import { callApi } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';
import { type MessageAudience, messageQueries } from './message-queries';

export type MessageDraft = { channels: MessageChannel[]; subject: string; text: string };

/**
 * POST /messages/send under the form's Idempotency-Key (useSubmitKey): a double click or a retry after a lost
 * answer sends once. The answer counts what was queued; the journal, which lists each, is read again.
 */
export function useSendMessage(audience: MessageAudience, idempotencyKey: string) {
  return useWrite({
    mutationKey: mutationKey('messages', 'send'),
    request: (draft: MessageDraft) =>
      callApi('messageSend', { json: { ...audience, ...draft }, idempotencyKey }),
    refresh: () => [{ queryKey: messageQueries.lists() }],
  });
}
