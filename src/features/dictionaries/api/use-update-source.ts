import type { Source } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { useListMutation } from '@/lib/use-list-mutation';
import { notifyFailure } from '@/ui/notify';
import { sourceQueries } from './source-queries';

type Rename = { id: number; name: string };

/** PATCH /sources/update/{id}: renames; replaces the source by id. */
export function useUpdateSource(schoolId: number) {
  return useListMutation<Source, Rename, Source>({
    mutationKey: ['sources', 'update'],
    listKey: sourceQueries.list(schoolId).queryKey,
    request: ({ id, name }) => callApi('sourceUpdate', { id, json: { name } }),
    optimistic: (sources, { id, name }) =>
      sources.map((source) => (source.id === id ? { ...source, name } : source)),
    merge: (sources, updated) => sources.map((source) => (source.id === updated.id ? updated : source)),
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'sources')),
  });
}
