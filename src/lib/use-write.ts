import {
  type InvalidateQueryFilters,
  type MutationKey,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/**
 * One cached view a write changes: every cached query under `queryKey` (a list, every range of the calendar),
 * and how its data reads after the write, told the query's own key (the range it holds). `change` returns
 * undefined to leave a query as it is (a roll the student is not on), so it is neither rewritten nor taken for fresh.
 */
export type CachedView = { queryKey: QueryKey; change: (data: unknown, key: QueryKey) => unknown };

export function cachedView<Data>(
  queryKey: QueryKey,
  change: (data: Data, key: QueryKey) => Data | undefined,
): CachedView {
  return { queryKey, change: (data, key) => change(data as Data, key) };
}

/** What an optimistic change replaced, to put back if the server refuses, and what a refusal reads again. */
type Snapshot = { changed: [QueryKey, unknown][]; reread: QueryKey[] };

type WriteOptions<Variables, Result> = {
  /** From `mutationKey()` (query-keys.ts): concurrent writes of one key settle together. */
  mutationKey: MutationKey;
  request: (variables: Variables) => Promise<Result>;
  /** How the cached views read at once, before the server answers; none for a form that waits for the answer. */
  optimistic?: (variables: Variables) => CachedView[];
  /**
   * What a refusal may show to be out of date besides the views changed at once (a seat taken meanwhile, a pass
   * already cancelled): read again with them.
   */
  reread?: (variables: Variables) => QueryKey[];
  /** Every cached view the answer speaks for, written from it: nothing the answer carries is read again. */
  answered?: (result: Result, variables: Variables) => CachedView[];
  /**
   * Only what the answer cannot say: invalidated, so a view on screen reads again now (the write settles once it
   * has) and any other when next shown; `refetchType: 'none'` leaves even a shown one until then, for what its
   * screen does not show.
   */
  refresh?: (result: Result, variables: Variables) => InvalidateQueryFilters[];
  /** Tells the person why nothing changed (the spec's messages); a form that shows the error itself leaves it out. */
  onFailure?: (error: unknown, variables: Variables) => void;
  /** Side effects of a success; a promise it returns is waited for (a signed-in cabinet reads everything anew). */
  onSuccess?: (result: Result, variables: Variables) => unknown;
  onSettled?: (variables: Variables) => void;
};

/** Cancels the views' reads (an answer on its way would overwrite the change), then changes each, remembering it. */
async function showAtOnce(queryClient: QueryClient, views: CachedView[]): Promise<Snapshot['changed']> {
  await Promise.all(views.map(({ queryKey }) => queryClient.cancelQueries({ queryKey })));
  const snapshot: Snapshot['changed'] = [];
  for (const { queryKey, change } of views)
    for (const [key, data] of queryClient.getQueriesData({ queryKey })) {
      const changed = data === undefined ? undefined : change(data, key);
      if (changed === undefined) continue;
      snapshot.push([key, data]);
      queryClient.setQueryData(key, changed);
    }
  return snapshot;
}

/** The queries a refused write put back or named: exactly the ones it changed, all under the ones it named. */
const refusedViews = ({ changed, reread }: Snapshot): InvalidateQueryFilters[] => [
  ...changed.map(([queryKey]) => ({ queryKey, exact: true })),
  ...reread.map((queryKey) => ({ queryKey })),
];

function writeAnswer(queryClient: QueryClient, views: CachedView[]): void {
  // An undefined change leaves the query untouched.
  for (const { queryKey, change } of views)
    for (const [key, data] of queryClient.getQueriesData({ queryKey }))
      if (data !== undefined) queryClient.setQueryData(key, change(data, key));
}

/** Refused writes whose views are still to be read again, once nothing of their key is on its way. */
const unread = new WeakSet<Snapshot>();

/**
 * The views the refused writes of this key put back or named (this one's, if refused, is still pending): read
 * again where shown, marked stale elsewhere. A later write's answer may have been written over them meanwhile,
 * which is why they are read whatever they hold now.
 */
async function readAgainWhatFailed(
  queryClient: QueryClient,
  mutationKey: MutationKey,
  current: Snapshot | undefined,
): Promise<void> {
  const refused = [
    ...queryClient
      .getMutationCache()
      .findAll({ mutationKey, status: 'error' })
      .map((mutation) => mutation.state.context as Snapshot | undefined),
    current,
  ].filter((snapshot): snapshot is Snapshot => snapshot !== undefined && unread.has(snapshot));
  for (const snapshot of refused) unread.delete(snapshot);
  await Promise.all(refused.flatMap(refusedViews).map((filters) => queryClient.invalidateQueries(filters)));
}

/**
 * The one way the apps write (docs/architecture.md, «Writes in the SPA»): the cached views change at once → the
 * server's answer is written into every cached view it touches → only what it cannot say is read again. A refusal
 * puts the views back as they were and says why; they are read again once the last concurrent write of the same
 * key settles, since an earlier one's rollback may have put back a later one's change, and an earlier read would
 * undo a later change still on its way.
 */
export function useWrite<Variables = void, Result = unknown>(options: WriteOptions<Variables, Result>) {
  const { mutationKey, request, optimistic, reread, answered, refresh, onFailure, onSuccess, onSettled } =
    options;
  const queryClient = useQueryClient();
  return useMutation<Result, Error, Variables, Snapshot>({
    mutationKey,
    mutationFn: request,
    onMutate: async (variables) => ({
      changed: await showAtOnce(queryClient, optimistic?.(variables) ?? []),
      reread: reread?.(variables) ?? [],
    }),
    onSuccess: async (result, variables) => {
      writeAnswer(queryClient, answered?.(result, variables) ?? []);
      await onSuccess?.(result, variables);
      // The write is done once what it changed is on screen (a group made in a dialog is among its choices).
      await Promise.all(
        (refresh?.(result, variables) ?? []).map((filters) => queryClient.invalidateQueries(filters)),
      );
    },
    onError: (error, variables, snapshot) => {
      for (const [queryKey, data] of snapshot?.changed ?? []) queryClient.setQueryData(queryKey, data);
      // Read again below, once nothing of this key is on its way.
      if (snapshot) unread.add(snapshot);
      onFailure?.(error, variables);
    },
    onSettled: (_result, error, variables, snapshot) => {
      onSettled?.(variables);
      // Still counted while settling: 1 is this write alone.
      if (queryClient.isMutating({ mutationKey }) === 1)
        return readAgainWhatFailed(queryClient, mutationKey, error ? snapshot : undefined);
    },
  });
}
