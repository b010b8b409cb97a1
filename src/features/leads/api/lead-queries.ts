import { queryOptions } from '@tanstack/react-query';
import type { Lead } from '@/contract';
import { conditionalList } from '@/lib/conditional-list';
import { newestFirst } from '@/lib/newest-first';
import { resourceKeys } from '@/lib/query-keys';

export const leadQueries = {
  all: () => resourceKeys.leads,
  // `select` keeps the spec's order over the cache, whatever order changes were merged in.
  list: (schoolId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.leads, 'list', schoolId],
      // POST /leads/getallwhere: every lead of the school (ids given as strings become numbers in the schema).
      ...conditionalList('leadsWhere', { json: { school_id: schoolId } }, (leads): Lead[] => leads),
      select: newestFirst<Lead>,
    }),
};
