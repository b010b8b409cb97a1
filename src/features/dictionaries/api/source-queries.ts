import { queryOptions } from '@tanstack/react-query';
import type { Source } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

/** GET /sources/getall: where the school's leads come from, by id. */
async function fetchSources(): Promise<Source[]> {
  const data = await callApi('sourcesAll');
  return data.toSorted((a, b) => a.id - b.id);
}

export const sourceQueries = {
  all: () => resourceKeys.sources,
  // The school comes from the session; it is in the key so another school's login never reads this cache.
  list: (schoolId: number) =>
    queryOptions({ queryKey: [...resourceKeys.sources, 'list', schoolId], queryFn: fetchSources }),
};
