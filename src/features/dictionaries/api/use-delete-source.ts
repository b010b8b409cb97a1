import type { Source } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { sourceQueries } from './source-queries';

/** DELETE /sources/delete/{id}: a source in use answers 409 with the reason, and comes back. */
export function useDeleteSource(schoolId: number) {
  const without = (id: number) =>
    cachedView<Source[]>(sourceQueries.list(schoolId).queryKey, (sources) =>
      sources.filter((source) => source.id !== id),
    );
  return useWrite({
    mutationKey: mutationKey('sources', 'delete'),
    request: (id: number) => callApi('sourceDelete', { id }),
    optimistic: (id) => [without(id)],
    answered: (deletedId) => [without(deletedId)],
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'sources')),
  });
}
