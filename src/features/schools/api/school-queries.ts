import { queryOptions } from '@tanstack/react-query';
import type { School } from '@/contract';
import { callApi } from '@/lib/http';

const schoolsKey = 'schools';

async function fetchSchools(): Promise<School[]> {
  const data = await callApi('schools');
  return data;
}

function fetchSchool(id: number): Promise<School> {
  return callApi('school', { id });
}

export const schoolQueries = {
  all: () => [schoolsKey] as const,
  list: () => queryOptions({ queryKey: [schoolsKey, 'list'], queryFn: fetchSchools }),
  detail: (id: number) =>
    queryOptions({ queryKey: [schoolsKey, 'detail', id], queryFn: () => fetchSchool(id) }),
};
