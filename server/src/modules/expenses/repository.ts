import type { Kysely } from 'kysely';
import type { Expense } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';
import { staffProfilesView } from '../users/service.ts';

function selectExpenses(db: Kysely<Database>, schoolId: number) {
  return db
    .selectFrom('expenses as x')
    .leftJoin(staffProfilesView(db).as('author'), 'author.user_id', 'x.created_by')
    .select([
      'x.id',
      'x.category',
      'x.amount',
      'x.spent_on',
      'x.comment',
      'author.full_name as created_by_name',
      'x.created_at',
      'x.voided_at',
      'x.void_reason',
    ])
    .where('x.school_id', '=', schoolId);
}

export function listExpenses(
  db: Kysely<Database>,
  schoolId: number,
  period: { from: string; to: string },
): Promise<Expense[]> {
  return selectExpenses(db, schoolId)
    .where('x.spent_on', '>=', period.from)
    .where('x.spent_on', '<=', period.to)
    .orderBy('x.spent_on', 'desc')
    .orderBy('x.id', 'desc')
    .execute();
}

export function findExpense(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
): Promise<Expense | undefined> {
  return selectExpenses(db, schoolId).where('x.id', '=', id).executeTakeFirst();
}

export async function lockExpense(db: Kysely<Database>, schoolId: number, id: number): Promise<boolean> {
  const query = db.selectFrom('expenses').select('id').where('school_id', '=', schoolId).where('id', '=', id);
  return (await lockedOnPostgres(db, query, 'update').executeTakeFirst()) !== undefined;
}

export async function insertExpense(
  db: Kysely<Database>,
  values: {
    school_id: number;
    category: string;
    amount: number;
    spent_on: string;
    comment: string;
    created_by: number;
    created_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('expenses').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function markVoided(
  db: Kysely<Database>,
  id: number,
  mark: { voided_at: string; voided_by: number; void_reason: string },
): Promise<void> {
  await db.updateTable('expenses').set(mark).where('id', '=', id).where('voided_at', 'is', null).execute();
}
