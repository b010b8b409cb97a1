import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

/**
 * A parent (a client of the school) made from a student's card, to be linked at once: nobody has to go to
 * «Клиенты» first. The clients list is read again, so the clients page and the picker have them.
 */
export function useCreateParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parent: { name: string; phone: string }) => callApi('clientCreate', { json: parent }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.clients }),
  });
}
