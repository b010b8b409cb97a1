import { type Kysely, sql } from 'kysely';
import type { StudentRecord } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import type { RowScope } from '../shared/membership-tables.ts';
import { toBoolean } from '../shared/sql-values.ts';

type LinkedClient = StudentRecord['clients'][number];
type StudentSubscription = StudentRecord['subscriptions'][number];

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
    .innerJoin('clients', 'clients.id', 'student_clients.client_id')
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

/** The passes of every student in scope, one query, each list newest `issued_at` first (then newest id). */
export async function subscriptionsByStudent(
  db: Kysely<Database>,
  scope: RowScope,
): Promise<Map<number, StudentSubscription[]>> {
  let query = db
    .selectFrom('subscriptions')
    .select(['student_id', 'id', 'sub_name', 'issued_at', 'expires_at', 'visits'])
    // What remains is the ledger's sum (docs/money.md), never a stored counter.
    .select(
      sql<number>`(select coalesce(sum(e.visits), 0) from account_entries e where e.subscription_id = subscriptions.id)`.as(
        'used',
      ),
    )
    .where('school_id', '=', scope.schoolId);
  if (scope.id !== undefined) query = query.where('student_id', '=', scope.id);
  const rows = await query.orderBy('student_id').orderBy('issued_at', 'desc').orderBy('id', 'desc').execute();

  const byStudent = new Map<number, StudentSubscription[]>();
  for (const row of rows) {
    collect(byStudent, row.student_id, {
      id: row.id,
      sub_name: row.sub_name,
      issued_at: row.issued_at,
      expires_at: row.expires_at,
      remaining_visits: row.visits === null ? null : row.visits + Number(row.used),
    });
  }
  return byStudent;
}
