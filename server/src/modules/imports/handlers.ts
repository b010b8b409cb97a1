import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import { clientImporter } from './client-import.ts';
import { leadImporter } from './lead-import.ts';
import { runImport } from './run-import.ts';
import { studentImporter } from './student-import.ts';

/** Import of leads, students (with parents) and clients from a file (docs/import.md). */
export function importHandlers({ db, now }: ApiDeps) {
  const author = (user: Parameters<typeof callerSchoolId>[0]) => ({
    schoolId: callerSchoolId(user),
    userId: user.id,
    now: now(),
  });
  return {
    importLeads: ({ user, body }) => runImport(db, leadImporter, author(user), body),
    importStudents: ({ user, body }) => runImport(db, studentImporter, author(user), body),
    importClients: ({ user, body }) => runImport(db, clientImporter, author(user), body),
  } satisfies Partial<Handlers>;
}
