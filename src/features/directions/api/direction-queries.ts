import { queryOptions } from '@tanstack/react-query';
import { apiPath, type Style, stylesListSchema } from '@/contract';
import { http, readJson } from '@/lib/http';

const directionsKey = 'directions';

/** POST /styles/getAllWhere: the school's directions, archived ones included, by id. */
async function fetchDirections(schoolId: number): Promise<Style[]> {
  const { data } = await readJson(
    http.post(apiPath('stylesWhere'), { json: { school_id: schoolId } }),
    stylesListSchema,
  );
  return data.toSorted((a, b) => a.id - b.id);
}

export const directionQueries = {
  all: () => [directionsKey] as const,
  list: (schoolId: number) =>
    queryOptions({ queryKey: [directionsKey, 'list', schoolId], queryFn: () => fetchDirections(schoolId) }),
};
