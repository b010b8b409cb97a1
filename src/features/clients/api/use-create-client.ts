import { toast } from 'sonner';
import { CLIENT_PLACEHOLDER_NAME, type Client, type Group } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { temporaryId } from '@/lib/temporary-id';
import { useListMutation } from '@/lib/use-list-mutation';
import { clientQueries } from './client-queries';

type NewClient = { id: number; group: Group | null };

function placeholderClient({ id, group }: NewClient, schoolId: number): Client {
  return {
    id,
    name: CLIENT_PLACEHOLDER_NAME,
    phone: '',
    birthdate: null,
    age: null,
    contact: '',
    created_at: new Date().toISOString(),
    school_id: schoolId,
    group_id: group?.id ?? null,
    groups: group ? [{ id: group.id, name: group.name }] : [],
    students: [],
  };
}

/** POST /clients/create: the created client is placed first (spec, section 4), in the group being viewed. */
export function useCreateClient(schoolId: number) {
  const mutation = useListMutation<Client, NewClient, Client>({
    mutationKey: ['clients', 'create'],
    listKey: clientQueries.list(schoolId).queryKey,
    request: ({ group }) =>
      callApi('clientCreate', { json: { school_id: schoolId, group_id: group?.id ?? null } }),
    optimistic: (clients, variables) => [placeholderClient(variables, schoolId), ...clients],
    merge: (clients, created, { id }) => [
      created,
      ...clients.filter((client) => client.id !== id && client.id !== created.id),
    ],
    onFailure: (error) => toast.error(toErrorMessage(error, 'clients')),
  });
  return { ...mutation, create: (group: Group | null) => mutation.mutate({ id: temporaryId(), group }) };
}
