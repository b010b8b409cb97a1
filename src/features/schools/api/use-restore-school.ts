import type { DeletedSchool } from '@/contract';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { schoolTexts } from '../texts';
import { schoolQueries } from './school-queries';

/** POST /schools/restore/{id}: the school comes back with everything in it (docs/deletion.md). */
export function useRestoreSchool() {
  return useWrite({
    mutationKey: mutationKey('schools', 'restore'),
    request: (school: DeletedSchool) => callApi('schoolRestore', { id: school.id }),
    answered: (_restored, school) => [
      cachedView<DeletedSchool[]>(schoolQueries.deleted().queryKey, (list) =>
        list.filter((row) => row.id !== school.id),
      ),
    ],
    // The schools table counts what is in each school, which the restored row's answer does not carry.
    refresh: () => [{ queryKey: schoolQueries.list().queryKey }],
    onSuccess: (_restored, school) => notifySuccess(schoolTexts.deletedSchools.restored(school.name)),
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'schools')),
  });
}
