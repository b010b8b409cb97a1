import { queryOptions } from '@tanstack/react-query';
import type { School, SchoolListItem } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

function fetchSchools(): Promise<SchoolListItem[]> {
  return callApi('schools');
}

function fetchSchool(id: number): Promise<School> {
  return callApi('school', { id });
}

export const schoolQueries = {
  all: () => resourceKeys.schools,
  list: () => queryOptions({ queryKey: [...resourceKeys.schools, 'list'], queryFn: fetchSchools }),
  detail: (id: number) =>
    queryOptions({ queryKey: [...resourceKeys.schools, 'detail', id], queryFn: () => fetchSchool(id) }),
};
