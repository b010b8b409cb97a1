import type { StaffCreateInput, User } from '@/contract';
import { callApi } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { temporaryId } from '@/lib/temporary-id';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifySuccess } from '@/ui/notify';
import { staffTexts } from '../texts';
import { staffQueries } from './staff-queries';

type NewStaff = { input: StaffCreateInput; draftId: number };

/** How the new person looks in the list until the server answers with their real id. */
function temporaryUser({ input, draftId }: NewStaff, schoolId: number): User {
  return {
    id: draftId,
    email: input.email,
    role: input.role,
    school_id: schoolId,
    profile: {
      full_name: input.profile.full_name,
      phone: input.profile.phone ?? '',
      birthdate: input.profile.birthdate ?? null,
    },
  };
}

/** POST /users/create: the row appears at once and leaves again if the server refuses. */
export function useCreateStaff(schoolId: number) {
  const listKey = staffQueries.list(schoolId).queryKey;
  const mutation = useWrite({
    mutationKey: mutationKey('staff', 'create'),
    request: ({ input }: NewStaff) => callApi('userCreate', { json: input }),
    optimistic: (created) => [
      cachedView<User[]>(listKey, (users) => [...users, temporaryUser(created, schoolId)]),
    ],
    answered: (created, { draftId }) => [
      cachedView<User[]>(listKey, (users) => users.map((user) => (user.id === draftId ? created : user))),
    ],
    onSuccess: (created) => notifySuccess(staffTexts.created(created.profile.full_name)),
    // The dialog shows why (inline, one message), so no toast here.
  });
  return {
    ...mutation,
    create: (input: StaffCreateInput, options?: { onSuccess?: () => void }) =>
      mutation.mutate({ input, draftId: temporaryId() }, options),
  };
}
