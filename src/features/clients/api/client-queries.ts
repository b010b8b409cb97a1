import { queryOptions } from '@tanstack/react-query';
import { apiPath, type Client, clientsListSchema } from '@/contract';
import { http, readJson } from '@/lib/http';
import { newestFirst } from '@/lib/newest-first';

const clientsKey = 'clients';

/** POST /clients/getallwhere: every client of the school with groups and linked students. */
async function fetchClients(schoolId: number): Promise<Client[]> {
  const { data } = await readJson(
    http.post(apiPath('clientsWhere'), { json: { school_id: schoolId } }),
    clientsListSchema,
  );
  return data;
}

export const clientQueries = {
  all: () => [clientsKey] as const,
  list: (schoolId: number) =>
    queryOptions({
      queryKey: [clientsKey, 'list', schoolId],
      queryFn: () => fetchClients(schoolId),
      select: newestFirst<Client>,
    }),
};
