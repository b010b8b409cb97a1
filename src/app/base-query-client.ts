import { type DefaultOptions, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isClientError } from '@/lib/http-client';
import { clearFailures } from '@/ui/notify';

const defaultOptions: DefaultOptions = {
  queries: {
    staleTime: 30_000,
    // One more try for a flaky network or a busy server; a 4xx answer will not change on retry.
    retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
  },
  mutations: { retry: false },
};

/** What a failed read or save means beyond its own screen (the staff's app: a 401 ends the session). */
export type QueryFailureHandler = (error: unknown, queryKey: readonly unknown[]) => void;

/** The query client of both apps, the staff's and the families' cabinet: the same defaults, their own failures. */
export function createBaseQueryClient(
  overrides: DefaultOptions = {},
  onFailure: QueryFailureHandler = () => undefined,
): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...defaultOptions.queries, ...overrides.queries },
      mutations: { ...defaultOptions.mutations, ...overrides.mutations },
    },
    queryCache: new QueryCache({ onError: (error, query) => onFailure(error, query.queryKey) }),
    // A save that went through makes the failures still on screen stale.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        onFailure(error, mutation.options.mutationKey ?? []),
      onSuccess: clearFailures,
    }),
  });
}
