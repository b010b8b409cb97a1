import { queryOptions } from '@tanstack/react-query';
import { apiPath, type School, schoolSchema, schoolsListSchema } from '@/contract';
import { http, readJson } from '@/lib/http';

const schoolsKey = 'schools';

async function fetchSchools(): Promise<School[]> {
  const { data } = await readJson(http.get(apiPath('schools')), schoolsListSchema);
  return data;
}

function fetchSchool(id: number): Promise<School> {
  return readJson(http.get(apiPath('school', { id })), schoolSchema);
}

export const schoolQueries = {
  all: () => [schoolsKey] as const,
  list: () => queryOptions({ queryKey: [schoolsKey, 'list'], queryFn: fetchSchools }),
  detail: (id: number) =>
    queryOptions({ queryKey: [schoolsKey, 'detail', id], queryFn: () => fetchSchool(id) }),
};
