import { type MutationKey, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { changeListOptimistically, refetchWhenSettled, restoreList } from './optimistic-list';

type ListMutationOptions<Item, Variables, Result> = {
  mutationKey: MutationKey;
  /** The cached list the change shows in. */
  listKey: QueryKey;
  request: (variables: Variables) => Promise<Result>;
  /** The list as it looks once the server agrees, shown at once. */
  optimistic: (items: Item[], variables: Variables) => Item[];
  /** The list with the server's answer merged in (the resource's merge rules). */
  merge: (items: Item[], result: Result, variables: Variables) => Item[];
  /** Tells the person why nothing changed (a toast, or an alert where the spec wants one). */
  onFailure: (error: unknown) => void;
  onSuccess?: (result: Result, variables: Variables) => void;
};

/**
 * A list change with an optimistic update: cancel reads → snapshot → change → roll back on error. The server
 * answers with the stored row (or the deleted id), so a success merges that answer instead of reloading a list
 * of thousands of rows; after a failure the list is reloaded once the last concurrent change settles, so the
 * screen ends up exactly as stored.
 */
export function useListMutation<Item, Variables, Result>({
  mutationKey,
  listKey,
  request,
  optimistic,
  merge,
  onFailure,
  onSuccess,
}: ListMutationOptions<Item, Variables, Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: request,
    onMutate: (variables: Variables) =>
      changeListOptimistically<Item>(queryClient, listKey, (items) => optimistic(items, variables)),
    onSuccess: (result, variables) => {
      queryClient.setQueryData<Item[]>(listKey, (items) => (items ? merge(items, result, variables) : items));
      onSuccess?.(result, variables);
    },
    onError: (error, _variables, snapshot) => {
      restoreList(queryClient, listKey, snapshot);
      onFailure(error);
      void refetchWhenSettled(queryClient, listKey, mutationKey);
    },
  });
}
