import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@/contract';
import { callApi } from '@/lib/http';
import { messageQueries } from './message-queries';

/** PATCH /messages/settings: the answer replaces the cache. */
export function useUpdateMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: EndpointInput<'messageSettingsUpdate'>) =>
      callApi('messageSettingsUpdate', { json: changes }),
    onSuccess: (settings) => queryClient.setQueryData(messageQueries.settings().queryKey, settings),
  });
}
