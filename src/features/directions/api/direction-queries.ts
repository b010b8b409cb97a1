import { queryOptions } from '@tanstack/react-query';
import type { Style } from '@/contract';
import { callApi } from '@/lib/http';

const directionsKey = 'directions';

/** POST /styles/getAllWhere: the school's directions, archived ones included, by id. */
async function fetchDirections(schoolId: number): Promise<Style[]> {
  const data = await callApi('stylesWhere', { json: { school_id: schoolId } });
  return data.toSorted((a, b) => a.id - b.id);
}

export const directionQueries = {
  all: () => [directionsKey] as const,
  list: (schoolId: number) =>
    queryOptions({ queryKey: [directionsKey, 'list', schoolId], queryFn: () => fetchDirections(schoolId) }),
};
