import type { User } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { staffTexts } from '../texts';
import { staffQueries } from './staff-queries';

/** DELETE /users/delete/{id}: the row leaves at once and comes back if the server refuses. */
export function useDeleteStaff(schoolId: number) {
  const without = (id: number) =>
    cachedView<User[]>(staffQueries.list(schoolId).queryKey, (users) =>
      users.filter((user) => user.id !== id),
    );
  return useWrite({
    mutationKey: mutationKey('staff', 'delete'),
    request: (user: User) => callApi('userDelete', { id: user.id }),
    optimistic: (user) => [without(user.id)],
    answered: (deletedId) => [without(deletedId)],
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? staffTexts.removeFailed),
  });
}
