import type { DefaultOptions, QueryClient } from '@tanstack/react-query';
import { authQueries, endSession, isSessionQuery } from '@/features/auth/api/session';
import { httpStatus } from '@/lib/http';
import { createBaseQueryClient } from './base-query-client';

/** The staff's query client. */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  // A 401 in the middle of work means the session ended elsewhere (expired, password changed, user
  // removed): forget the user, and the signed-in layout sends the person to the login form.
  const queryClient: QueryClient = createBaseQueryClient(overrides, (error, queryKey) => {
    if (httpStatus(error) !== 401 || isSessionQuery(queryKey)) return;
    if (queryClient.getQueryData(authQueries.session().queryKey)) endSession(queryClient);
  });
  return queryClient;
}
