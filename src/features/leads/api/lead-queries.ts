import { queryOptions } from '@tanstack/react-query';
import { apiPath, type Lead, leadsListSchema } from '@/contract';
import { http, readJson } from '@/lib/http';
import { newestFirst } from '@/lib/newest-first';

const leadsKey = 'leads';

/** POST /leads/getallwhere: every lead of the school (ids given as strings become numbers in the schema). */
async function fetchLeads(schoolId: number): Promise<Lead[]> {
  const { data } = await readJson(
    http.post(apiPath('leadsWhere'), { json: { school_id: schoolId } }),
    leadsListSchema,
  );
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
