import type { StaffUpdateInput, User } from '@/contract';
import { callApi } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { staffQueries } from './staff-queries';

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
  const listKey = staffQueries.list(schoolId).queryKey;
  const replaced = (id: number, row: (user: User) => User) =>
    cachedView<User[]>(listKey, (users) => users.map((user) => (user.id === id ? row(user) : user)));
  return useWrite({
    mutationKey: mutationKey('staff', 'update'),
    request: ({ user, changes }: StaffUpdate) => callApi('userUpdate', { id: user.id, json: changes }),
    optimistic: ({ user, changes }) => [replaced(user.id, (row) => applyChanges(row, changes))],
    answered: (updated) => [replaced(updated.id, () => updated)],
    // The dialog shows why (inline, one message), so no toast here.
  });
}
