import { type Message, messageStatusLabels } from '@/contract';
import { messageTexts } from './texts';

/**
 * What a message's status says beside its label: why a failed one did not go («канал не настроен»), and when a
 * queued one goes if it is held (quiet hours, a later try). A queued message due now says nothing more.
 */
export function statusNote(
  message: Message,
  nowMs: number,
  formatWhen: (iso: string) => string,
): string | null {
  if (message.status === 'failed') return message.last_error;
  if (message.status === 'queued' && new Date(message.due_at).getTime() > nowMs)
    return messageTexts.log.dueAt(formatWhen(message.due_at));
  return null;
}

export const statusLabel = (message: Message) => messageStatusLabels[message.status];
