import { queryOptions } from '@tanstack/react-query';
import type { Lead } from '@/contract';
import { callApi } from '@/lib/http';
import { newestFirst } from '@/lib/newest-first';
import { resourceKeys } from '@/lib/query-keys';

/** POST /leads/getallwhere: every lead of the school (ids given as strings become numbers in the schema). */
async function fetchLeads(schoolId: number): Promise<Lead[]> {
  const data = await callApi('leadsWhere', { json: { school_id: schoolId } });
  return data;
}

export const leadQueries = {
  all: () => resourceKeys.leads,
  // `select` keeps the spec's order over the cache, whatever order changes were merged in.
  list: (schoolId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.leads, 'list', schoolId],
      queryFn: () => fetchLeads(schoolId),
      select: newestFirst<Lead>,
    }),
};
