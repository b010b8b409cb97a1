import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

/**
 * POST /groups/create for a student group named in the timetable's dialog (a new school has none yet, and a
 * timetable entry needs one): the group lists are read again, so the dialog's choices and the students page see it.
 */
export function useCreateStudentGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi('groupCreate', { json: { name, entity_type: 'student' } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.groups }),
  });
}
