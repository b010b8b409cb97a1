import { queryOptions } from '@tanstack/react-query';
import type { Style } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

/** POST /styles/getAllWhere: the school's directions, archived ones included, by id. */
async function fetchStyles(schoolId: number): Promise<Style[]> {
  const data = await callApi('stylesWhere', { json: { school_id: schoolId } });
  return data.toSorted((a, b) => a.id - b.id);
}

export const styleQueries = {
  all: () => resourceKeys.styles,
  list: (schoolId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.styles, 'list', schoolId],
      queryFn: () => fetchStyles(schoolId),
    }),
};
