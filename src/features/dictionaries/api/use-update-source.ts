import type { Source } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { sourceQueries } from './source-queries';

type Rename = { id: number; name: string };

/** PATCH /sources/update/{id}: renames; replaces the source by id. */
export function useUpdateSource(schoolId: number) {
  const listKey = sourceQueries.list(schoolId).queryKey;
  return useWrite({
    mutationKey: mutationKey('sources', 'update'),
    request: ({ id, name }: Rename) => callApi('sourceUpdate', { id, json: { name } }),
    optimistic: ({ id, name }) => [
      cachedView<Source[]>(listKey, (sources) =>
        sources.map((source) => (source.id === id ? { ...source, name } : source)),
      ),
    ],
    answered: (updated) => [
      cachedView<Source[]>(listKey, (sources) =>
        sources.map((source) => (source.id === updated.id ? updated : source)),
      ),
    ],
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'sources')),
  });
}
