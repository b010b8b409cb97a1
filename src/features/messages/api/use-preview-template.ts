import type { EndpointInput } from '@/contract';
import { callApi } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';

/**
 * POST /messages/templates/preview: the template as typed, filled with the school's own data. It writes nothing, but
 * it is a POST made on a press, with the press's pending and error, so it goes the way of the writes.
 */
export function usePreviewTemplate() {
  return useWrite({
    mutationKey: mutationKey('messages', 'template-preview'),
    request: (json: EndpointInput<'messageTemplatePreview'>) => callApi('messageTemplatePreview', { json }),
  });
}
