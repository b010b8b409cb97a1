import type { Kysely } from 'kysely';
import type { GroupEntityType } from '../../../../src/contract/index.ts';
import type { Database } from '../../../src/db/schema.ts';

// What the database holds, read straight from the tables: proves what a request stored or left alone.

type Db = Kysely<Database>;

export const storedLead = (db: Db, id: number) =>
  db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();

export const storedStudent = (db: Db, id: number) =>
  db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirst();

export const storedClient = (db: Db, id: number) =>
  db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();

export const storedGroup = (db: Db, id: number) =>
  db.selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirst();

/** The group ids a row belongs to, ascending. */
export async function storedGroupIds(
  db: Db,
  entityType: GroupEntityType,
  memberId: number,
): Promise<number[]> {
  const rows =
    entityType === 'lead'
      ? await db.selectFrom('lead_groups').select('group_id').where('lead_id', '=', memberId).execute()
      : entityType === 'student'
        ? await db
            .selectFrom('student_groups')
            .select('group_id')
            .where('student_id', '=', memberId)
            .execute()
        : await db.selectFrom('client_groups').select('group_id').where('client_id', '=', memberId).execute();
  return rows.map((row) => row.group_id).sort((a, b) => a - b);
}

/** A student's links to clients as `[client_id, relation, is_payer]`, by client id. */
export async function storedClientLinks(db: Db, studentId: number) {
  const rows = await db
    .selectFrom('student_clients')
    .select(['client_id', 'relation', 'is_payer'])
    .where('student_id', '=', studentId)
    .orderBy('client_id')
    .execute();
  return rows.map((row) => [row.client_id, row.relation, Boolean(row.is_payer)] as const);
}

type CountedTable =
  | 'leads'
  | 'students'
  | 'clients'
  | 'groups'
  | 'statuses'
  | 'sources'
  | 'subscriptions'
  | 'lead_groups'
  | 'student_groups'
  | 'client_groups'
  | 'student_clients';

export async function countRows(db: Db, table: CountedTable): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Row counts of every people table, to prove a refused request wrote nothing anywhere. */
export async function peopleCounts(db: Db): Promise<Record<CountedTable, number>> {
  const tables: CountedTable[] = [
    'leads',
    'students',
    'clients',
    'groups',
    'statuses',
    'sources',
    'subscriptions',
    'lead_groups',
    'student_groups',
    'client_groups',
    'student_clients',
  ];
  const counts = await Promise.all(tables.map((table) => countRows(db, table)));
  return Object.fromEntries(tables.map((table, index) => [table, counts[index]])) as Record<
    CountedTable,
    number
  >;
}
