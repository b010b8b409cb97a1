import { queryOptions } from '@tanstack/react-query';
import type { School } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

async function fetchSchools(): Promise<School[]> {
  const data = await callApi('schools');
  return data;
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
