import type { Kysely } from 'kysely';
import { ageOn, type Client } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { groupsByMember, membershipFields } from '../groups/service.ts';
import type { RowScope } from '../shared/row-scope.ts';
import { toBoolean } from '../shared/sql-values.ts';

type LinkedStudent = Client['students'][number];

function selectClients(db: Kysely<Database>, scope: RowScope) {
  let query = db
    .selectFrom('clients')
    .select(['id', 'name', 'phone', 'birthdate', 'contact', 'email', 'created_at', 'school_id'])
    .where('school_id', '=', scope.schoolId)
    .where('deleted_at', 'is', null);
  if (scope.id !== undefined) query = query.where('id', '=', scope.id);
  return query.orderBy('id', 'desc');
}

/** The students linked to every client in scope, one query, each list sorted by student id. */
async function studentsByClient(
  db: Kysely<Database>,
  scope: RowScope,
): Promise<Map<number, LinkedStudent[]>> {
  let query = db
    .selectFrom('student_clients')
    .innerJoin('students', 'students.id', 'student_clients.student_id')
    .select([
      'student_clients.client_id',
      'students.id',
      'students.name',
      'student_clients.relation',
      'student_clients.is_payer',
    ])
    .where('students.school_id', '=', scope.schoolId)
    .where('students.deleted_at', 'is', null);
  if (scope.id !== undefined) query = query.where('student_clients.client_id', '=', scope.id);
  const rows = await query.orderBy('student_clients.client_id').orderBy('students.id').execute();

  const byClient = new Map<number, LinkedStudent[]>();
  for (const row of rows) {
    const student = { id: row.id, name: row.name, relation: row.relation, is_payer: toBoolean(row.is_payer) };
    const list = byClient.get(row.client_id);
    if (list) list.push(student);
    else byClient.set(row.client_id, [student]);
  }
  return byClient;
}

/** The school's clients newest first (or the one of `scope.id`), with groups and students: three queries. */
export async function readClients(db: Kysely<Database>, scope: RowScope, today: string): Promise<Client[]> {
  const [rows, groups, students] = await Promise.all([
    selectClients(db, scope).execute(),
    groupsByMember(db, 'client', scope),
    studentsByClient(db, scope),
  ]);
  // Keys in the contract's order (the mocks build the same).
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    phone: row.phone,
    birthdate: row.birthdate,
    age: ageOn(row.birthdate, today),
    contact: row.contact,
    email: row.email,
    created_at: row.created_at,
    school_id: row.school_id,
    ...membershipFields(groups.get(row.id)),
    students: students.get(row.id) ?? [],
  }));
}

export async function readClient(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  today: string,
): Promise<Client | undefined> {
  const [client] = await readClients(db, { schoolId, id }, today);
  return client;
}
