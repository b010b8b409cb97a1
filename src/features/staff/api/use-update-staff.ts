import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffUpdateInput, User } from '@/contract';
import { callApi } from '@/lib/http';
import { changeListOptimistically, refetchWhenSettled, restoreList } from '@/lib/optimistic-list';
import { staffQueries } from './staff-queries';

const mutationKey = ['staff', 'update'];

type StaffUpdate = { user: User; changes: StaffUpdateInput };

/** The row as it will look once the server accepts the change. */
function applyChanges(user: User, changes: StaffUpdateInput): User {
  return {
    ...user,
    role: changes.role ?? user.role,
    profile: {
      full_name: changes.profile?.full_name ?? user.profile.full_name,
      phone: changes.profile?.phone ?? user.profile.phone,
      birthdate:
        changes.profile?.birthdate === undefined ? user.profile.birthdate : changes.profile.birthdate,
    },
  };
}

/** PATCH /users/update/{id}: the row changes at once and reverts if the server refuses. */
export function useUpdateStaff(schoolId: number) {
  const queryClient = useQueryClient();
  const listKey = staffQueries.list(schoolId).queryKey;
  return useMutation({
    mutationKey,
    mutationFn: ({ user, changes }: StaffUpdate) => callApi('userUpdate', { id: user.id, json: changes }),
    onMutate: ({ user, changes }) =>
      changeListOptimistically<User>(queryClient, listKey, (users) =>
        users.map((row) => (row.id === user.id ? applyChanges(row, changes) : row)),
      ),
    onSuccess: (updated) => {
      queryClient.setQueryData(listKey, (users) =>
        users?.map((row) => (row.id === updated.id ? updated : row)),
      );
    },
    // The dialog shows why (inline, one message), so no toast here.
    onError: (_error, _update, snapshot) => restoreList(queryClient, listKey, snapshot),
    onSettled: () => refetchWhenSettled(queryClient, listKey, mutationKey),
  });
}
