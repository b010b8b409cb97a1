import type { Source } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { temporaryId } from '@/lib/temporary-id';
import { useListMutation } from '@/lib/use-list-mutation';
import { notifyFailure } from '@/ui/notify';
import { sourceQueries } from './source-queries';

type NewSource = { id: number; name: string };

/** POST /sources/create: the source appears at once, appended. */
export function useCreateSource(schoolId: number) {
  const mutation = useListMutation<Source, NewSource, Source>({
    mutationKey: ['sources', 'create'],
    listKey: sourceQueries.list(schoolId).queryKey,
    request: ({ name }) => callApi('sourceCreate', { json: { name } }),
    optimistic: (sources, { id, name }) => [...sources, { id, name, school_id: schoolId }],
    merge: (sources, created, { id }) => sources.map((source) => (source.id === id ? created : source)),
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'sources')),
  });
  return { ...mutation, create: (name: string) => mutation.mutate({ id: temporaryId(), name }) };
}
