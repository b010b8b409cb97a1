import type { Group, Student } from '@/contract';
import { now } from '@/lib/clock';
import { callApi, toErrorMessage } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { temporaryId } from '@/lib/temporary-id';
import { upsertById } from '@/lib/upsert-by-id';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { studentQueries } from './student-queries';

type NewStudent = { id: number; name: string; group: Group | null };

function placeholderStudent({ id, name, group }: NewStudent, schoolId: number): Student {
  return {
    id,
    name,
    birthdate: null,
    age: null,
    created_at: now().toISOString(),
    skill_level: 'beginner',
    contact: '',
    email: null,
    status_id: null,
    status_name: null,
    school_id: schoolId,
    group_id: group?.id ?? null,
    groups: group ? [{ id: group.id, name: group.name }] : [],
    clients: [],
    subscriptions: [],
  };
}

/** POST /students/registration: a new row at the top, in the group being viewed; refused → gone with a toast. */
export function useCreateStudent(schoolId: number) {
  const listKey = studentQueries.list(schoolId).queryKey;
  const mutation = useWrite({
    mutationKey: mutationKey('students', 'create'),
    request: ({ name, group }: NewStudent) =>
      callApi('studentCreate', { json: { school_id: schoolId, name, group_id: group?.id ?? null } }),
    optimistic: (variables) => [
      cachedView<Student[]>(listKey, (students) => [...students, placeholderStudent(variables, schoolId)]),
    ],
    answered: (created, { id }) => [
      cachedView<Student[]>(listKey, (students) =>
        upsertById(
          students.filter((student) => student.id !== id),
          created,
        ),
      ),
    ],
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'students')),
  });
  return {
    ...mutation,
    create: (name: string, group: Group | null) => mutation.mutate({ id: temporaryId(), name, group }),
  };
}
