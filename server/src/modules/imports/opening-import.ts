import type { StudentRecord } from '../../../../src/contract/index.ts';
import { payingStudent } from '../payments/service.ts';
import { writeOpening } from './opening.ts';
import type { Importer } from './run-import.ts';
import { newOpening, studentImporter } from './student-import.ts';

type Context = Awaited<ReturnType<typeof studentImporter.load>>;
type StudentRow = NonNullable<ReturnType<typeof studentImporter.read>>;

/**
 * The opening import (`/import/opening`, docs/import.md): passes and balances from another CRM for students who are
 * already in the school — the accountant's part of a move, who may load money but not add students. A row finds
 * its student as the students import does (the name with a parent's phone or the birthdate); a row that finds
 * nobody is an error of the row, never a new student, and a found student's card, parents and groups stay as they
 * are: only the pass and the balance the student does not have yet are written, under the lock of their row.
 */
export const openingImporter: Importer<StudentRow, StudentRecord, Context> = {
  load: (db, author) => studentImporter.load(db, author),

  read(cells, context, problems) {
    const row = studentImporter.read(cells, context, problems);
    if (row === undefined) return undefined;
    if (!studentImporter.find(row, context)) {
      problems.add(
        `Ученика «${row.name}» нет в школе: сначала загрузите учеников (импорт на странице «Ученики»), затем остатки`,
      );
      return undefined;
    }
    return row;
  },

  keys: (row) => studentImporter.keys(row),
  find: (row, context) => studentImporter.find(row, context),
  changes: (row, student, context) => newOpening(row.opening, student, context) !== null,

  create() {
    // `read` lets through only rows that found their student, and the handler asks to update those.
    throw new Error('The opening import creates no students');
  },

  async update(db, row, student, context, author) {
    const opening = newOpening(row.opening, student, context);
    if (!opening) return;
    // Money of one student is written under the lock of their row (docs/money.md).
    await payingStudent(db, author.schoolId, student.id);
    await writeOpening(db, student.id, opening, author, context.today);
  },
};
