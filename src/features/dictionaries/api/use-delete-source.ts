import type { Source } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { useListMutation } from '@/lib/use-list-mutation';
import { notifyFailure } from '@/ui/notify';
import { sourceQueries } from './source-queries';

/** DELETE /sources/delete/{id}: a source in use answers 409 with the reason, and comes back. */
export function useDeleteSource(schoolId: number) {
  return useListMutation<Source, number, number>({
    mutationKey: ['sources', 'delete'],
    listKey: sourceQueries.list(schoolId).queryKey,
    request: (id) => callApi('sourceDelete', { id }),
    optimistic: (sources, id) => sources.filter((source) => source.id !== id),
    merge: (sources, deletedId) => sources.filter((source) => source.id !== deletedId),
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'sources')),
  });
}
