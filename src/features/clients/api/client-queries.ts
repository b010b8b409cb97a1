import { queryOptions } from '@tanstack/react-query';
import type { Client } from '@/contract';
import { callApi } from '@/lib/http';
import { newestFirst } from '@/lib/newest-first';

const clientsKey = 'clients';

/** POST /clients/getallwhere: every client of the school with groups and linked students. */
async function fetchClients(schoolId: number): Promise<Client[]> {
  const data = await callApi('clientsWhere', { json: { school_id: schoolId } });
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
