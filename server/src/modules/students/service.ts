import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import {
  type SchoolTime,
  STUDENT_PLACEHOLDER_NAME,
  type StudentRecord,
  serverErrors,
  type studentCreateSchema,
  type studentUpdateSchema,
} from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { assertClientsOf } from '../clients/service.ts';
import { assertGroupsOf, replaceMemberships, requestedGroups } from '../groups/service.ts';
import { definedFields } from '../shared/defined-fields.ts';
import { invalid, notFound } from '../shared/domain-errors.ts';
import { assertStatusOf, defaultStatusId, studentStatusNamed } from '../statuses/service.ts';
import { softDeleteStudent } from './deletion.ts';
import * as students from './repository.ts';
import { readStudent, readStudents } from './student-view.ts';

/** Row writes for an import, which checks every reference of a whole file itself (docs/import.md). */
export {
  type ClientLink,
  insertStudent,
  replaceClientLinks,
  updateStudent as patchStudent,
} from './repository.ts';
export { studentFor } from './student-fields.ts';

type StudentCreate = z.output<typeof studentCreateSchema>;
type StudentUpdate = z.output<typeof studentUpdateSchema>;

export function listStudents(
  db: Kysely<Database>,
  schoolId: number,
  time: SchoolTime,
): Promise<StudentRecord[]> {
  return readStudents(db, { schoolId }, time.today);
}

export async function getStudent(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  time: SchoolTime,
): Promise<StudentRecord> {
  const student = await readStudent(db, schoolId, id, time.today);
  if (!student) throw notFound();
  return student;
}

/** One link per client: a client listed twice keeps its first relation and payer flag. */
function distinctLinks(links: students.ClientLink[] | undefined): students.ClientLink[] | undefined {
  if (!links) return undefined;
  const byClient = new Map<number, students.ClientLink>();
  for (const link of links) if (!byClient.has(link.id)) byClient.set(link.id, link);
  return [...byClient.values()];
}

/** Status, then groups, then clients: all checked before anything is written. */
async function assertStudentReferences(
  db: Kysely<Database>,
  schoolId: number,
  statusId: number | undefined,
  groups: number[] | undefined,
  links: students.ClientLink[] | undefined,
): Promise<void> {
  if (statusId !== undefined) await assertStatusOf(db, schoolId, statusId, 'student');
  if (groups) await assertGroupsOf(db, schoolId, 'student', groups);
  if (links)
    await assertClientsOf(
      db,
      schoolId,
      links.map((link) => link.id),
    );
}

export function createStudent(
  db: Kysely<Database>,
  schoolId: number,
  input: StudentCreate,
  time: SchoolTime,
): Promise<StudentRecord> {
  const groups = requestedGroups(input) ?? [];
  const links = distinctLinks(input.clients) ?? [];
  return inTransaction(db, async (trx) => {
    await assertStudentReferences(trx, schoolId, input.status_id, groups, links);
    const id = await students.insertStudent(trx, schoolId, {
      name: input.name || STUDENT_PLACEHOLDER_NAME,
      birthdate: input.birthdate,
      skill_level: input.skill_level,
      contact: input.contact,
      email: input.email,
      status_id: input.status_id ?? (await defaultStatusId(trx, schoolId, 'student')),
      created_at: time.now.toISOString(),
    });
    await replaceMemberships(trx, 'student', id, groups);
    await students.replaceClientLinks(trx, id, links);
    return getStudent(trx, schoolId, id, time);
  });
}

const editableFields = ['name', 'birthdate', 'skill_level', 'contact', 'email', 'status_id'] as const;

/**
 * The status an update asks for: `status_id`, or `status_name` — how the spec's client changes it, its Student
 * having no status id (an id or a name, `studentStatusNamed`; null, the answer's «no status» sent back, asks for
 * nothing). Both at once must name the same status.
 */
async function requestedStatus(
  db: Kysely<Database>,
  schoolId: number,
  input: StudentUpdate,
): Promise<number | undefined> {
  if (input.status_name == null) return input.status_id;
  const named = await studentStatusNamed(db, schoolId, input.status_name);
  if (input.status_id !== undefined && input.status_id !== named)
    throw invalid(serverErrors.statusFieldsDisagree);
  return named;
}

export function updateStudent(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  input: StudentUpdate,
  time: SchoolTime,
): Promise<StudentRecord> {
  const groups = requestedGroups(input);
  const links = distinctLinks(input.clients);
  return inTransaction(db, async (trx) => {
    if (!(await students.studentExists(trx, schoolId, id))) throw notFound();
    const statusId = await requestedStatus(trx, schoolId, input);
    await assertStudentReferences(trx, schoolId, statusId, groups, links);
    await students.updateStudent(trx, id, {
      ...definedFields(input, editableFields),
      ...(statusId !== undefined && { status_id: statusId }),
    });
    if (groups) await replaceMemberships(trx, 'student', id, groups);
    if (links) await students.replaceClientLinks(trx, id, links);
    return getStudent(trx, schoolId, id, time);
  });
}

/**
 * The spec's delete, with its answer (`{id}`): the student is marked deleted — hidden everywhere, restorable by the
 * owner for RESTORE_DAYS — whatever their history, so a restore works the same for everyone; money is never deleted
 * (docs/deletion.md, docs/money.md).
 */
export function deleteStudent(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  by: number,
  now: Date,
): Promise<{ id: number }> {
  return softDeleteStudent(db, schoolId, id, by, now);
}

/** The students of a cabinet's family (docs/cabinet.md). */
export {
  type FamilyContact,
  familyContacts,
  renameStudentEmail,
  studentInvitationAddresses,
  studentsByEmail,
  studentsOfClients,
} from './by-email.ts';
export { listDeletedStudents, purgeDeletedStudents, restoreStudent } from './deletion.ts';

/**
 * The students as other modules join them, and what the money asks of a student and their family: the lock every
 * charge takes, the payer, a transfer's family check (docs/architecture.md, «Tables and their owners»).
 */
export {
  findStudent,
  findStudentRecord,
  firstPayerOf,
  isLinkedClient,
  sharePayer,
  studentRecordsView,
  studentsView,
} from './repository.ts';

/** The school's students born on this month and day (`MM-DD`): the birthday greeting's. */
export function studentsBornOn(db: Kysely<Database>, schoolId: number, monthDay: string) {
  return db
    .selectFrom('students')
    .select(['id', 'name'])
    .where('school_id', '=', schoolId)
    .where('deleted_at', 'is', null)
    .where(sql<string>`cast(birthdate as text)`, 'like', `%-${monthDay}`)
    .orderBy('id')
    .execute();
}
