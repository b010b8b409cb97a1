import { callApi } from '@/lib/http';
import { mutationKey, resourceKeys } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';

/**
 * A parent (a client of the school) made from a student's card, to be linked at once: nobody has to go to
 * «Клиенты» first. The clients feature keeps its list in its order; named here by its resource, it is read again,
 * so the clients page and the picker have them.
 */
export function useCreateParent() {
  return useWrite({
    mutationKey: mutationKey('clients', 'create'),
    request: (parent: { name: string; phone: string }) => callApi('clientCreate', { json: parent }),
    refresh: () => [{ queryKey: resourceKeys.clients }],
  });
}
