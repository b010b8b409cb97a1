import { queryOptions } from '@tanstack/react-query';
import type { Lead } from '@/contract';
import { callApi } from '@/lib/http';
import { newestFirst } from '@/lib/newest-first';

const leadsKey = 'leads';

/** POST /leads/getallwhere: every lead of the school (ids given as strings become numbers in the schema). */
async function fetchLeads(schoolId: number): Promise<Lead[]> {
  const data = await callApi('leadsWhere', { json: { school_id: schoolId } });
  return data;
}

export const leadQueries = {
  all: () => [leadsKey] as const,
  // `select` keeps the spec's order over the cache, whatever order changes were merged in.
  list: (schoolId: number) =>
    queryOptions({
      queryKey: [leadsKey, 'list', schoolId],
      queryFn: () => fetchLeads(schoolId),
      select: newestFirst<Lead>,
    }),
};
