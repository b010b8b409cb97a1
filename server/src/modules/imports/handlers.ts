import { can, openingImportFields, serverErrors } from '../../../../src/contract/index.ts';
import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import { HttpError } from '../../http/errors.ts';
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
    importStudents: ({ user, body }) => {
      // Passes and balances are money: the owner's or the accountant's to load, whoever else may add students.
      if (
        body.columns.some((field) => openingImportFields.includes(field)) &&
        !can(user.role, 'opening-balances:import')
      )
        throw new HttpError(403, serverErrors.openingImportForbidden);
      return runImport(db, studentImporter, author(user), body);
    },
    importClients: ({ user, body }) => runImport(db, clientImporter, author(user), body),
  } satisfies Partial<Handlers>;
}
