import type { Kysely } from 'kysely';
import {
  type Balances,
  type FinanceSummary,
  paymentMethods,
  paymentTypes,
  type SchoolTime,
  type StudentAccount,
} from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import * as ledger from '../ledger/service.ts';
import { notFound } from '../shared/domain-errors.ts';
import { isStorableId } from '../shared/sql-values.ts';
import * as students from '../students/service.ts';
import * as subscriptions from '../subscriptions/service.ts';
import * as finances from './repository.ts';

/** Totals of a period: income (payments not voided), refunds, expenses (not voided), net. */
export async function summary(
  db: Kysely<Database>,
  schoolId: number,
  period: finances.Period,
): Promise<FinanceSummary> {
  const [income, refunds, expenses, sold] = await Promise.all([
    finances.incomeByTypeAndMethod(db, schoolId, period),
    finances.refundsTotal(db, schoolId, period),
    finances.expensesTotal(db, schoolId, period),
    finances.subscriptionsSold(db, schoolId, period),
  ]);
  const byType = Object.fromEntries(
    paymentTypes.map((type) => [type, 0]),
  ) as FinanceSummary['income_by_type'];
  const byMethod = Object.fromEntries(
    paymentMethods.map((method) => [method, 0]),
  ) as FinanceSummary['income_by_method'];
  let total = 0;
  for (const row of income) {
    const amount = Number(row.amount);
    total += amount;
    byType[row.type] += amount;
    byMethod[row.method] += amount;
  }
  return {
    date_from: period.from,
    date_to: period.to,
    income: total,
    refunds,
    expenses,
    net: total - refunds - expenses,
    income_by_type: byType,
    income_by_method: byMethod,
    subscriptions_sold: sold,
  };
}

/**
 * Every student's balance (payments − refunds − subscription prices − debt visits, as the ledger sums them) and
 * every payer's family balance (the sum over the students they pay for). Most owed first.
 */
export async function balances(db: Kysely<Database>, schoolId: number): Promise<Balances> {
  const [owing, students, links] = await Promise.all([
    ledger.owingByStudent(db, schoolId),
    finances.studentNames(db, schoolId),
    finances.payerLinks(db, schoolId),
  ]);
  const studentBalances = students
    .map((student) => {
      const owed = owing.get(student.id);
      return {
        student_id: student.id,
        student_name: student.name,
        balance: owed?.balance ?? 0,
        debt_visits: owed?.debt_visits ?? 0,
        owed_since: owed?.owed_since ?? null,
      };
    })
    .sort((a, b) => a.balance - b.balance || a.student_name.localeCompare(b.student_name, 'ru'));
  const payers = new Map<number, Balances['payers'][number]>();
  for (const link of links) {
    const payer = payers.get(link.client_id) ?? {
      client_id: link.client_id,
      client_name: link.client_name,
      phone: link.phone,
      balance: 0,
      student_ids: [],
    };
    payer.balance += owing.get(link.student_id)?.balance ?? 0;
    payer.student_ids.push(link.student_id);
    payers.set(link.client_id, payer);
  }
  return {
    students: studentBalances,
    payers: [...payers.values()].sort((a, b) => a.balance - b.balance || a.client_id - b.client_id),
  };
}

/** One student's money: balance, subscriptions and every ledger line behind them («почему 3 / почему −1 200 ₽»). */
export async function studentAccount(
  db: Kysely<Database>,
  schoolId: number,
  studentId: number,
  time: SchoolTime,
): Promise<StudentAccount> {
  // A deleted student's money stays, and so does the account behind «Балансы» (docs/deletion.md).
  const student = isStorableId(studentId)
    ? await students.findStudentRecord(db, schoolId, studentId)
    : undefined;
  if (!student) throw notFound();
  const [owing, list, entries] = await Promise.all([
    ledger.owingOfStudents(db, schoolId, [studentId]),
    subscriptions.listSubscriptions(db, schoolId, { student_id: studentId }, time),
    ledger.studentEntries(db, schoolId, studentId),
  ]);
  return {
    student_id: studentId,
    balance: owing.get(studentId)?.balance ?? 0,
    debt_visits: owing.get(studentId)?.debt_visits ?? 0,
    subscriptions: list,
    entries,
  };
}
