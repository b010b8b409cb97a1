import { useQueryClient } from '@tanstack/react-query';
import type { SchoolListItem } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { schoolTexts } from '../texts';
import { schoolQueries } from './school-queries';

/** DELETE /schools/delete/{id}: the row leaves the table at once and comes back if the server refuses. */
export function useDeleteSchool() {
  const queryClient = useQueryClient();
  const without = (id: number) =>
    cachedView<SchoolListItem[]>(schoolQueries.list().queryKey, (schools) =>
      schools.filter((school) => school.id !== id),
    );
  return useWrite({
    mutationKey: mutationKey('schools', 'delete'),
    request: (school: SchoolListItem) => callApi('schoolDelete', { id: school.id }),
    optimistic: (school) => [without(school.id)],
    answered: (deletedId) => [without(deletedId)],
    // The answer is the id: the deleted list (when and until when) is the server's to say.
    refresh: () => [{ queryKey: schoolQueries.deleted().queryKey }],
    onSuccess: (_id, school) => {
      queryClient.removeQueries({ queryKey: schoolQueries.detail(school.id).queryKey });
      notifySuccess(schoolTexts.deleted(school.name));
    },
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'schools')),
  });
}
