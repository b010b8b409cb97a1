import { callApi } from '@/lib/http';
import { mutationKey, resourceKeys } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';

/**
 * POST /groups/create for a student group named in the timetable's dialog (a new school has none yet, and a
 * timetable entry needs one): the group lists are read again, so the dialog's choices and the students page see it.
 */
export function useCreateStudentGroup() {
  return useWrite({
    mutationKey: mutationKey('groups', 'create'),
    request: (name: string) => callApi('groupCreate', { json: { name, entity_type: 'student' } }),
    // The groups feature's lists are sorted its way; this feature names them only by their resource.
    refresh: () => [{ queryKey: resourceKeys.groups }],
  });
}
