import type { Source } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { temporaryId } from '@/lib/temporary-id';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { sourceQueries } from './source-queries';

type NewSource = { id: number; name: string };

/** POST /sources/create: the source appears at once, appended. */
export function useCreateSource(schoolId: number) {
  const listKey = sourceQueries.list(schoolId).queryKey;
  const mutation = useWrite({
    mutationKey: mutationKey('sources', 'create'),
    request: ({ name }: NewSource) => callApi('sourceCreate', { json: { name } }),
    optimistic: ({ id, name }) => [
      cachedView<Source[]>(listKey, (sources) => [...sources, { id, name, school_id: schoolId }]),
    ],
    answered: (created, { id }) => [
      cachedView<Source[]>(listKey, (sources) =>
        sources.map((source) => (source.id === id ? created : source)),
      ),
    ],
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'sources')),
  });
  return { ...mutation, create: (name: string) => mutation.mutate({ id: temporaryId(), name }) };
}
