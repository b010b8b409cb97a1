import type { MutationKey, QueryClient, QueryKey } from '@tanstack/react-query';

/** What an optimistic change saved so it can be undone. */
export type ListSnapshot<Item> = { previous: Item[] | undefined };

/**
 * The optimistic steps every list mutation repeats: cancel in-flight reads (they would overwrite the change),
 * snapshot, change the cached list.
 */
export async function changeListOptimistically<Item>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: (items: Item[]) => Item[],
): Promise<ListSnapshot<Item>> {
  await queryClient.cancelQueries({ queryKey });
  const previous = queryClient.getQueryData<Item[]>(queryKey);
  queryClient.setQueryData<Item[]>(queryKey, (items) => (items ? change(items) : items));
  return { previous };
}

export function restoreList<Item>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  snapshot: ListSnapshot<Item> | undefined,
): void {
  if (snapshot) queryClient.setQueryData(queryKey, snapshot.previous);
}

/** Refetches once the last of concurrent mutations settles, so an early refetch cannot undo a later change. */
export function refetchWhenSettled(
  queryClient: QueryClient,
  queryKey: QueryKey,
  mutationKey: MutationKey,
): Promise<void> | undefined {
  if (queryClient.isMutating({ mutationKey }) === 1) return queryClient.invalidateQueries({ queryKey });
  return undefined;
}
