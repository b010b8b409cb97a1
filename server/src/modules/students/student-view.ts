import type { Kysely } from 'kysely';
import { ageOn, type StudentRecord } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { groupsByMember, membershipFields } from '../groups/service.ts';
import type { RowScope } from '../shared/row-scope.ts';
import { statusesView } from '../statuses/service.ts';
import { subscriptionsByStudent } from '../subscriptions/service.ts';
import { clientsByStudent } from './student-links.ts';

function selectStudents(db: Kysely<Database>, scope: RowScope) {
  let query = db
    .selectFrom('students')
    .leftJoin(statusesView(db).as('statuses'), 'statuses.id', 'students.status_id')
    .select([
      'students.id',
      'students.name',
      'students.birthdate',
      'students.created_at',
      'students.skill_level',
      'students.contact',
      'students.email',
      'students.status_id',
      'statuses.name as status_name',
      'students.school_id',
    ])
    .where('students.school_id', '=', scope.schoolId)
    .where('students.deleted_at', 'is', null);
  if (scope.id !== undefined) query = query.where('students.id', '=', scope.id);
  return query.orderBy('students.id', 'desc');
}

/**
 * The school's students newest first (or the one of `scope.id`), each with groups, clients and passes:
 * four queries whatever the count. `today` (`YYYY-MM-DD`) is the server's date the ages are counted on.
 */
export async function readStudents(
  db: Kysely<Database>,
  scope: RowScope,
  today: string,
): Promise<StudentRecord[]> {
  const [rows, groups, clients, subscriptions] = await Promise.all([
    selectStudents(db, scope).execute(),
    groupsByMember(db, 'student', scope),
    clientsByStudent(db, scope),
    subscriptionsByStudent(db, scope),
  ]);
  // Keys in the contract's order (the mocks build the same).
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    birthdate: row.birthdate,
    age: ageOn(row.birthdate, today),
    created_at: row.created_at,
    skill_level: row.skill_level,
    contact: row.contact,
    email: row.email,
    status_id: row.status_id,
    status_name: row.status_name,
    school_id: row.school_id,
    ...membershipFields(groups.get(row.id)),
    clients: clients.get(row.id) ?? [],
    subscriptions: subscriptions.get(row.id) ?? [],
  }));
}

export async function readStudent(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  today: string,
): Promise<StudentRecord | undefined> {
  const [student] = await readStudents(db, { schoolId, id }, today);
  return student;
}
