import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { changeListOptimistically, refetchWhenSettled, restoreList } from '@/lib/optimistic-list';
import { notifyFailure } from '@/ui/notify';
import { staffTexts } from '../texts';
import { staffQueries } from './staff-queries';

const mutationKey = ['staff', 'delete'];

/** DELETE /users/delete/{id}: the row leaves at once and comes back if the server refuses. */
export function useDeleteStaff(schoolId: number) {
  const queryClient = useQueryClient();
  const listKey = staffQueries.list(schoolId).queryKey;
  return useMutation({
    mutationKey,
    mutationFn: (user: User) => callApi('userDelete', { id: user.id }),
    onMutate: (user) =>
      changeListOptimistically<User>(queryClient, listKey, (users) =>
        users.filter(({ id }) => id !== user.id),
      ),
    onError: (error, _user, snapshot) => {
      restoreList(queryClient, listKey, snapshot);
      notifyFailure(serverMessageOf(error) ?? staffTexts.removeFailed);
    },
    onSettled: () => refetchWhenSettled(queryClient, listKey, mutationKey),
  });
}
