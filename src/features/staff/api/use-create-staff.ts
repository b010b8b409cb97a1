import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCreateInput, User } from '@/contract';
import { callApi } from '@/lib/http';
import { changeListOptimistically, refetchWhenSettled, restoreList } from '@/lib/optimistic-list';
import { notifySuccess } from '@/ui/notify';
import { staffTexts } from '../texts';
import { staffQueries } from './staff-queries';

const mutationKey = ['staff', 'create'];

let nextTemporaryId = -1;

/** How the new person looks in the list until the server answers with their real id. */
function temporaryUser(input: StaffCreateInput, schoolId: number): User {
  return {
    id: nextTemporaryId--,
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
  const queryClient = useQueryClient();
  const listKey = staffQueries.list(schoolId).queryKey;
  return useMutation({
    mutationKey,
    mutationFn: (input: StaffCreateInput) => callApi('userCreate', { json: input }),
    onMutate: async (input) => {
      const placeholder = temporaryUser(input, schoolId);
      const snapshot = await changeListOptimistically<User>(queryClient, listKey, (users) => [
        ...users,
        placeholder,
      ]);
      return { ...snapshot, placeholderId: placeholder.id };
    },
    onSuccess: (created, _input, context) => {
      queryClient.setQueryData(listKey, (users) =>
        users?.map((user) => (user.id === context.placeholderId ? created : user)),
      );
      notifySuccess(staffTexts.created(created.profile.full_name));
    },
    // The dialog shows why (inline, one message), so no toast here.
    onError: (_error, _input, context) => restoreList(queryClient, listKey, context),
    onSettled: () => refetchWhenSettled(queryClient, listKey, mutationKey),
  });
}
