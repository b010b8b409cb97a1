import { queryOptions } from '@tanstack/react-query';
import type { Client } from '@/contract';
import { conditionalList } from '@/lib/conditional-list';
import { callApi } from '@/lib/http';
import { newestFirst } from '@/lib/newest-first';
import { resourceKeys } from '@/lib/query-keys';

export const clientQueries = {
  all: () => resourceKeys.clients,
  list: (schoolId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.clients, 'list', schoolId],
      // POST /clients/getallwhere: every client of the school with groups and linked students.
      ...conditionalList('clientsWhere', { json: { school_id: schoolId } }, (clients): Client[] => clients),
      select: newestFirst<Client>,
    }),
  /** The owner's deleted clients, restorable until purged (docs/deletion.md). */
  deleted: (schoolId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.clients, 'deleted', schoolId],
      queryFn: () => callApi('clientsDeleted'),
    }),
};
