import { queryOptions } from '@tanstack/react-query';
import type { Client } from '@/contract';
import { callApi } from '@/lib/http';
import { newestFirst } from '@/lib/newest-first';
import { resourceKeys } from '@/lib/query-keys';

/** POST /clients/getallwhere: every client of the school with groups and linked students. */
async function fetchClients(schoolId: number): Promise<Client[]> {
  const data = await callApi('clientsWhere', { json: { school_id: schoolId } });
  return data;
}

export const clientQueries = {
  all: () => resourceKeys.clients,
  list: (schoolId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.clients, 'list', schoolId],
      queryFn: () => fetchClients(schoolId),
      select: newestFirst<Client>,
    }),
  /** The owner's deleted clients, restorable until purged (docs/deletion.md). */
  deleted: (schoolId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.clients, 'deleted', schoolId],
      queryFn: () => callApi('clientsDeleted'),
    }),
};
