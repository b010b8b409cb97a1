import { queryOptions } from '@tanstack/react-query';
import { apiPath, type Source, sourcesListSchema } from '@/contract';
import { http, readJson } from '@/lib/http';

const sourcesKey = 'sources';

/** GET /sources/getall: where the school's leads come from, by id. */
async function fetchSources(): Promise<Source[]> {
  const { data } = await readJson(http.get(apiPath('sourcesAll')), sourcesListSchema);
  return data.toSorted((a, b) => a.id - b.id);
}

export const sourceQueries = {
  all: () => [sourcesKey] as const,
  // The school comes from the session; it is in the key so another school's login never reads this cache.
  list: (schoolId: number) =>
    queryOptions({ queryKey: [sourcesKey, 'list', schoolId], queryFn: fetchSources }),
};
