import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toErrorMessage } from '@/lib/http';
import { notifyFailure } from '@/ui/notify';
import { endSession, requestLogout } from './session';

/** POST /users/logout. Even when the call fails the local session ends: the person asked to leave. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestLogout,
    onError: (error) => notifyFailure(toErrorMessage(error, 'logout')),
    onSettled: () => endSession(queryClient),
  });
}
