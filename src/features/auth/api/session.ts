import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { defaultErrors, type User } from '@/contract';

/** The signed-in user, with the zone their school's days are counted in (docs/time.md). */
export type SessionUser = User & { time_zone: string };

import { callApi, httpStatus } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import { notifyFailure } from '@/ui/notify';

export function requestLogout(): Promise<unknown> {
  return callApi('logout');
}

/**
 * GET /auth/check: the logged-in user, or null. A failed check issues a logout (spec, section 4), which also
 * clears a stale cookie; a plain 401 is the ordinary logged-out state, anything else says «Ошибка» (section 8),
 * so a broken session never leaves the app half logged in.
 */
async function fetchSession(): Promise<SessionUser | null> {
  try {
    const body = await callApi('authCheck');
    return { ...body.user, time_zone: body.time_zone };
  } catch (error) {
    await requestLogout().catch(() => undefined);
    if (httpStatus(error) !== 401) notifyFailure(defaultErrors.authCheck);
    return null;
  }
}

export const authQueries = {
  all: () => resourceKeys.auth,
  // Checked once at start; login, logout and any 401 update it explicitly.
  session: () =>
    queryOptions({
      queryKey: [...resourceKeys.auth, 'session'],
      queryFn: fetchSession,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export function isSessionQuery(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === resourceKeys.auth[0];
}

/**
 * Forgets the user and everything loaded for them, so the next login never sees another school's data: the lists'
 * tags go with their answers, so no list of the next session is answered from this one's.
 */
export function endSession(queryClient: QueryClient): void {
  queryClient.setQueryData(authQueries.session().queryKey, null);
  queryClient.removeQueries({
    predicate: (query) => !isSessionQuery(query.queryKey),
  });
}
