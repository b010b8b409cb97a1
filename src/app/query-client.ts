import { type DefaultOptions, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { authQueries, endSession, isCabinetQuery, isSessionQuery } from '@/features/auth/api/session';
import { httpStatus, isClientError } from '@/lib/http';
import { clearFailures } from '@/ui/notify';

const defaultOptions: DefaultOptions = {
  queries: {
    staleTime: 30_000,
    // One more try for a flaky network or a busy server; a 4xx answer will not change on retry.
    retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
  },
  mutations: { retry: false },
};

export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { ...defaultOptions.queries, ...overrides.queries },
      mutations: { ...defaultOptions.mutations, ...overrides.mutations },
    },
    queryCache: new QueryCache({ onError: (error, query) => handleError(error, query.queryKey) }),
    // A save that went through makes the failures still on screen stale.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        handleError(error, mutation.options.mutationKey ?? []),
      onSuccess: clearFailures,
    }),
  });

  // A 401 in the middle of work means the session ended elsewhere (expired, password changed, user
  // removed): forget the user, and the signed-in layout sends the person to the login form.
  function handleError(error: unknown, queryKey: readonly unknown[]) {
    // The cabinet's 401 is the family's own (signed out there), never the staff's.
    if (httpStatus(error) !== 401 || isSessionQuery(queryKey) || isCabinetQuery(queryKey)) return;
    if (queryClient.getQueryData(authQueries.session().queryKey)) endSession(queryClient);
  }

  return queryClient;
}
