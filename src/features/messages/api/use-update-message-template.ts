import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput, MessageTemplate } from '@/contract';
import { callApi } from '@/lib/http';
import { messageQueries } from './message-queries';

/** PUT /messages/templates: the stored template replaces its kind in the cached list. */
export function useUpdateMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: EndpointInput<'messageTemplateUpdate'>) =>
      callApi('messageTemplateUpdate', { json: template }),
    onSuccess: (saved) =>
      queryClient.setQueryData<MessageTemplate[]>(messageQueries.templates().queryKey, (list) =>
        list?.map((template) => (template.kind === saved.kind ? saved : template)),
      ),
  });
}
