import type { EndpointInput, MessageSettings } from '@/contract';
import { callApi } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { messageQueries } from './message-queries';

/** PATCH /messages/settings: the answer replaces the cache. */
export function useUpdateMessageSettings() {
  return useWrite({
    mutationKey: mutationKey('messages', 'settings'),
    request: (changes: EndpointInput<'messageSettingsUpdate'>) =>
      callApi('messageSettingsUpdate', { json: changes }),
    answered: (settings) => [cachedView<MessageSettings>(messageQueries.settings().queryKey, () => settings)],
  });
}
