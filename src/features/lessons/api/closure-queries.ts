import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

export const closureQueries = {
  all: () => resourceKeys.closures,
  /** GET /closures/getall: the school's closures, latest first. */
  list: (schoolId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.closures, 'list', schoolId],
      queryFn: () => callApi('closures'),
    }),
};
