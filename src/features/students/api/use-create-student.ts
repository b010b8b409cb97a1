import type { Group, Student } from '@/contract';
import { now } from '@/lib/clock';
import { callApi, toErrorMessage } from '@/lib/http';
import { temporaryId } from '@/lib/temporary-id';
import { upsertById } from '@/lib/upsert-by-id';
import { useListMutation } from '@/lib/use-list-mutation';
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
  const mutation = useListMutation<Student, NewStudent, Student>({
    mutationKey: ['students', 'create'],
    listKey: studentQueries.list(schoolId).queryKey,
    request: ({ name, group }) =>
      callApi('studentCreate', { json: { school_id: schoolId, name, group_id: group?.id ?? null } }),
    optimistic: (students, variables) => [...students, placeholderStudent(variables, schoolId)],
    merge: (students, created, { id }) =>
      upsertById(
        students.filter((student) => student.id !== id),
        created,
      ),
    onFailure: (error) => notifyFailure(toErrorMessage(error, 'students')),
  });
  return {
    ...mutation,
    create: (name: string, group: Group | null) => mutation.mutate({ id: temporaryId(), name, group }),
  };
}
