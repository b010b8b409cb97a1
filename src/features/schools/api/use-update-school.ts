import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchoolUpdateInput } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import { schoolQueries } from './school-queries';

/** PATCH /schools/update/{id}: the answer is the stored school, which replaces the cached card. */
export function useUpdateSchool(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: SchoolUpdateInput) => callApi('schoolUpdate', { id, json: changes }),
    onSuccess: (school) => {
      queryClient.setQueryData(schoolQueries.detail(id).queryKey, school);
      // The session carries the school's zone (docs/time.md): a new zone is read again with it.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: schoolQueries.list().queryKey }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.auth }),
      ]);
    },
  });
}
