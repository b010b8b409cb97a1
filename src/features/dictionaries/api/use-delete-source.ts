import { toast } from 'sonner';
import { apiPath, deleteResponseSchema, type Source } from '@/contract';
import { http, readJson, toErrorMessage } from '@/lib/http';
import { useListMutation } from '@/lib/use-list-mutation';
import { sourceQueries } from './source-queries';

/** DELETE /sources/delete/{id}: a source in use answers 409 with the reason, and comes back. */
export function useDeleteSource(schoolId: number) {
  return useListMutation<Source, number, number>({
    mutationKey: ['sources', 'delete'],
    listKey: sourceQueries.list(schoolId).queryKey,
    request: (id) => readJson(http.delete(apiPath('sourceDelete', { id })), deleteResponseSchema),
    optimistic: (sources, id) => sources.filter((source) => source.id !== id),
    merge: (sources, deletedId) => sources.filter((source) => source.id !== deletedId),
    onFailure: (error) => toast.error(toErrorMessage(error, 'sources')),
  });
}
