import type { EndpointInput, MessageTemplate } from '@/contract';
import { callApi } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { messageQueries } from './message-queries';

/** PUT /messages/templates: the stored template replaces its kind in the cached list. */
export function useUpdateMessageTemplate() {
  return useWrite({
    mutationKey: mutationKey('messages', 'template'),
    request: (template: EndpointInput<'messageTemplateUpdate'>) =>
      callApi('messageTemplateUpdate', { json: template }),
    answered: (saved) => [
      cachedView<MessageTemplate[]>(messageQueries.templates().queryKey, (list) =>
        list.map((template) => (template.kind === saved.kind ? saved : template)),
      ),
    ],
  });
}
