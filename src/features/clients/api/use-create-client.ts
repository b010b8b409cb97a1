import type { Client, Group } from '@/contract';
import { now } from '@/lib/clock';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { temporaryId } from '@/lib/temporary-id';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { clientQueries } from './client-queries';

type NewClient = { id: number; name: string; group: Group | null };

function placeholderClient({ id, name, group }: NewClient, schoolId: number): Client {
  return {
    id,
    name,
    phone: '',
    birthdate: null,
    age: null,
    contact: '',
    email: null,
    created_at: now().toISOString(),
    school_id: schoolId,
    group_id: group?.id ?? null,
    groups: group ? [{ id: group.id, name: group.name }] : [],
    students: [],
  };
}

/** POST /clients/create: the created client is placed first (spec, section 4), in the group being viewed. */
export function useCreateClient(schoolId: number) {
  const listKey = clientQueries.list(schoolId).queryKey;
  const mutation = useWrite({
    mutationKey: mutationKey('clients', 'create'),
    request: ({ name, group }: NewClient) =>
      callApi('clientCreate', { json: { school_id: schoolId, name, group_id: group?.id ?? null } }),
    optimistic: (variables) => [
      cachedView<Client[]>(listKey, (clients) => [placeholderClient(variables, schoolId), ...clients]),
    ],
    answered: (created, { id }) => [
      cachedView<Client[]>(listKey, (clients) => [
        created,
        ...clients.filter((client) => client.id !== id && client.id !== created.id),
      ]),
    ],
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'clients')),
  });
  return {
    ...mutation,
    create: (name: string, group: Group | null) => mutation.mutate({ id: temporaryId(), name, group }),
  };
}
