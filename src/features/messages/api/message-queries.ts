import { queryOptions } from '@tanstack/react-query';
import type { Message, MessagesFilter } from '@/contract';
import { now } from '@/lib/clock';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

const key = resourceKeys.messages;

/** Whom a message to families goes to: a group's families, or rows chosen in the students or clients table. */
export type MessageAudience = { group_id: number } | { student_ids: number[] } | { client_ids: number[] };

/** While a message waits to go now, the list is read again this often: delivery takes seconds, not an event. */
const WATCH_MS = 3000;

/** A message the outbox will take in a moment (not one held for the end of quiet hours or a later try). */
function goingSoon(messages: readonly Message[] | undefined): boolean {
  const soon = now().getTime() + WATCH_MS;
  return (messages ?? []).some(
    (message) => message.status === 'queued' && new Date(message.due_at).getTime() <= soon,
  );
}

export const messageQueries = {
  all: () => key,
  lists: () => [...key, 'list'] as const,
  /** POST /messages/getallwhere: newest first, at most MESSAGES_LIST_LIMIT; the filter is the body. */
  list: (filter: MessagesFilter) =>
    queryOptions({
      queryKey: [...key, 'list', filter],
      queryFn: () => callApi('messages', { json: filter }),
      // The outbox is not a school change (no live event): watch it while something is about to go.
      refetchInterval: (query) => (goingSoon(query.state.data) ? WATCH_MS : false),
      staleTime: 0,
    }),
  settings: () => queryOptions({ queryKey: [...key, 'settings'], queryFn: () => callApi('messageSettings') }),
  templates: () =>
    queryOptions({ queryKey: [...key, 'templates'], queryFn: () => callApi('messageTemplates') }),
  /** Who a message would reach, with their channels: read afresh each time the dialog opens. */
  recipients: (audience: MessageAudience) =>
    queryOptions({
      queryKey: [...key, 'recipients', audience],
      queryFn: () => callApi('messageRecipients', { json: audience }),
      staleTime: 0,
      gcTime: 0,
    }),
};
