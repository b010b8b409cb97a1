import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchoolListItem } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { changeListOptimistically, refetchWhenSettled, restoreList } from '@/lib/optimistic-list';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { schoolTexts } from '../texts';
import { schoolQueries } from './school-queries';

const mutationKey = ['schools', 'delete'];

/** DELETE /schools/delete/{id}: the row leaves the table at once and comes back if the server refuses. */
export function useDeleteSchool() {
  const queryClient = useQueryClient();
  const listKey = schoolQueries.list().queryKey;
  return useMutation({
    mutationKey,
    mutationFn: (school: SchoolListItem) => callApi('schoolDelete', { id: school.id }),
    onMutate: (school) =>
      changeListOptimistically<SchoolListItem>(queryClient, listKey, (schools) =>
        schools.filter(({ id }) => id !== school.id),
      ),
    onError: (error, _school, snapshot) => {
      restoreList(queryClient, listKey, snapshot);
      notifyFailure(toErrorMessage(error, 'schools'));
    },
    onSuccess: (_id, school) => {
      queryClient.removeQueries({ queryKey: schoolQueries.detail(school.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: schoolQueries.deleted().queryKey });
      notifySuccess(schoolTexts.deleted(school.name));
    },
    onSettled: () => refetchWhenSettled(queryClient, listKey, mutationKey),
  });
}
