import { useQueryClient } from '@tanstack/react-query';
import { toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { endSession, requestLogout } from './session';

/** POST /users/logout. Even when the call fails the local session ends: the person asked to leave. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useWrite({
    mutationKey: mutationKey('auth', 'logout'),
    request: requestLogout,
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'logout')),
    onSettled: () => endSession(queryClient),
  });
}
