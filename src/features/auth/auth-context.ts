import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@/contract';
import { authQueries } from './api/session';

/** What route guards know about authentication: always read from the session query, never copied. */
export type AuthContext = {
  currentUser: () => Promise<User | null>;
};

export function createAuthContext(queryClient: QueryClient): AuthContext {
  return { currentUser: () => queryClient.ensureQueryData(authQueries.session()) };
}
