import type { Kysely } from 'kysely';
import type { StudentRecord } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { clientsView } from '../clients/service.ts';
import type { RowScope } from '../shared/row-scope.ts';
import { toBoolean } from '../shared/sql-values.ts';

type LinkedClient = StudentRecord['clients'][number];

/** Appends to a per-student list in a map, keeping the query's order. */
function collect<T>(map: Map<number, T[]>, studentId: number, item: T): void {
  const list = map.get(studentId);
  if (list) list.push(item);
  else map.set(studentId, [item]);
}

/** The clients linked to every student in scope, one query, each list sorted by client id. */
export async function clientsByStudent(
  db: Kysely<Database>,
  scope: RowScope,
): Promise<Map<number, LinkedClient[]>> {
  let query = db
    .selectFrom('student_clients')
    .innerJoin(clientsView(db).as('clients'), 'clients.id', 'student_clients.client_id')
    .select([
      'student_clients.student_id',
      'clients.id',
      'clients.name',
      'clients.phone',
      'clients.contact',
      'student_clients.relation',
      'student_clients.is_payer',
    ])
    .where('clients.school_id', '=', scope.schoolId);
  if (scope.id !== undefined) query = query.where('student_clients.student_id', '=', scope.id);
  const rows = await query.orderBy('student_clients.student_id').orderBy('clients.id').execute();

  const byStudent = new Map<number, LinkedClient[]>();
  for (const row of rows) {
    collect(byStudent, row.student_id, {
      id: row.id,
      client_name: row.name,
      phone: row.phone,
      contact: row.contact,
      relation: row.relation,
      is_payer: toBoolean(row.is_payer),
    });
  }
  return byStudent;
}
