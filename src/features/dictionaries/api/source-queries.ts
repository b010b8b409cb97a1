import { queryOptions } from '@tanstack/react-query';
import type { Source } from '@/contract';
import { callApi } from '@/lib/http';

const sourcesKey = 'sources';

/** GET /sources/getall: where the school's leads come from, by id. */
async function fetchSources(): Promise<Source[]> {
  const data = await callApi('sourcesAll');
  return data.toSorted((a, b) => a.id - b.id);
}

export const sourceQueries = {
  all: () => [sourcesKey] as const,
  // The school comes from the session; it is in the key so another school's login never reads this cache.
  list: (schoolId: number) =>
    queryOptions({ queryKey: [sourcesKey, 'list', schoolId], queryFn: fetchSources }),
};
