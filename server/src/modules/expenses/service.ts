import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type Expense,
  type expenseCreateSchema,
  type SchoolTime,
  serverErrors,
  type User,
} from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { conflictAs, notFound } from '../shared/domain-errors.ts';
import { isStorableId } from '../shared/sql-values.ts';
import * as expenses from './repository.ts';

type ExpenseCreate = z.output<typeof expenseCreateSchema>;

export function listExpenses(db: Kysely<Database>, schoolId: number, period: { from: string; to: string }) {
  return expenses.listExpenses(db, schoolId, period);
}

async function getExpense(db: Kysely<Database>, schoolId: number, id: number): Promise<Expense> {
  const expense = isStorableId(id) ? await expenses.findExpense(db, schoolId, id) : undefined;
  if (!expense) throw notFound();
  return expense;
}

/** The spec's types are stored by key (rent, salary, advertising, other); a school's own category by its name. */
export function createExpense(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
  input: ExpenseCreate,
  time: SchoolTime,
): Promise<Expense> {
  return inTransaction(db, async (trx) => {
    const id = await expenses.insertExpense(trx, {
      school_id: schoolId,
      category: input.category,
      amount: input.amount,
      spent_on: input.spent_on,
      comment: input.comment,
      created_by: caller.id,
      created_at: time.now.toISOString(),
    });
    return getExpense(trx, schoolId, id);
  });
}

/** A mistaken expense is voided with a reason and stays visible; it no longer counts in totals. */
export function voidExpense(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
  id: number,
  reason: string,
  time: SchoolTime,
): Promise<Expense> {
  return inTransaction(db, async (trx) => {
    if (!isStorableId(id) || !(await expenses.lockExpense(trx, schoolId, id))) throw notFound();
    const expense = await getExpense(trx, schoolId, id);
    if (expense.voided_at !== null) throw conflictAs(serverErrors.alreadyVoided);
    await expenses.markVoided(trx, id, {
      voided_at: time.now.toISOString(),
      voided_by: caller.id,
      void_reason: reason,
    });
    return getExpense(trx, schoolId, id);
  });
}
