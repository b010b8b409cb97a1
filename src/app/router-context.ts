import type { QueryClient } from '@tanstack/react-query';
import type { AuthContext } from '@/features/auth/auth-context';

/** What every route's `beforeLoad` and `loader` receive. */
export type RouterContext = {
  queryClient: QueryClient;
  auth: AuthContext;
};
