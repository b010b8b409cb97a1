import {
  can,
  openingImportFields,
  type SchoolTime,
  serverErrors,
  type User,
} from '../../../../src/contract/index.ts';
import type { ApiDeps } from '../../app-env.ts';
import { forbiddenAs } from '../shared/domain-errors.ts';
import type { Handlers } from '../shared/handler.ts';
import { clientImporter } from './client-import.ts';
import { leadImporter } from './lead-import.ts';
import { openingImporter } from './opening-import.ts';
import { runImport } from './run-import.ts';
import { studentImporter } from './student-import.ts';

/**
 * Import of leads, students (with parents) and clients from a file, and of passes and balances for students already
 * in the school (docs/import.md).
 */
export function importHandlers({ db }: ApiDeps) {
  const author = ({ user, schoolId, time }: { user: User; schoolId: number; time: SchoolTime }) => ({
    schoolId,
    userId: user.id,
    time,
  });
  return {
    importLeads: (request) => runImport(db, leadImporter, author(request), request.body),
    importStudents: (request) => {
      const { user, body } = request;
      // Passes and balances are money: the owner's or the accountant's to load, whoever else may add students.
      if (
        body.columns.some((field) => openingImportFields.includes(field)) &&
        !can(user.role, 'opening-balances:import')
      )
        throw forbiddenAs(serverErrors.openingImportForbidden);
      return runImport(db, studentImporter, author(request), body);
    },
    importClients: (request) => runImport(db, clientImporter, author(request), request.body),
    // A row finds its student or is refused: nothing to skip or create, the found student gets what is new.
    importOpening: (request) =>
      runImport(db, openingImporter, author(request), { ...request.body, on_duplicate: 'update' }),
  } satisfies Partial<Handlers>;
}
