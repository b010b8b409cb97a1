import type { School, SchoolUpdateInput } from '@/contract';
import { callApi } from '@/lib/http';
import { mutationKey, resourceKeys } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { schoolQueries } from './school-queries';

/** PATCH /schools/update/{id}: the answer is the stored school, which replaces the cached card. */
export function useUpdateSchool(id: number) {
  return useWrite({
    mutationKey: mutationKey('schools', 'update', id),
    request: (changes: SchoolUpdateInput) => callApi('schoolUpdate', { id, json: changes }),
    answered: (school) => [cachedView<School>(schoolQueries.detail(id).queryKey, () => school)],
    // The admin's table counts what is in each school; the session carries the school's zone (docs/time.md).
    refresh: () => [{ queryKey: schoolQueries.list().queryKey }, { queryKey: resourceKeys.auth }],
  });
}
