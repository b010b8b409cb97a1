import type { Kysely } from 'kysely';
import {
  demoExpenses,
  demoOwner,
  demoPaymentPlan,
  demoStudents,
  demoTemplates,
  expenseCreateSchema,
  type SchoolTime,
  type SubscriptionTemplate,
  subscriptionTemplateCreateSchema,
} from '../../../src/contract/index.ts';
import type { Database } from '../db/schema.ts';
import { createExpense } from '../modules/expenses/service.ts';
import * as ledger from '../modules/ledger/service.ts';
import { createPayment } from '../modules/payments/service.ts';
import { addDays } from '../modules/shared/local-date.ts';
import { createSold, createTemplate } from '../modules/subscriptions/service.ts';
import { findUserById } from '../modules/users/service.ts';
import { parseAt } from './parse-at.ts';

/**
 * The demo school's money, through the money services: templates, the subscriptions its students hold (with
 * the visits already used before the school started keeping them here), their payments, and expenses.
 * Students are ids 1… in `demoStudents` order (the people seed made them).
 */
export async function seedDemoMoney(
  trx: Kysely<Database>,
  schoolId: number,
  time: SchoolTime,
): Promise<void> {
  const owner = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoOwner.account.email)
    .executeTakeFirstOrThrow();
  const caller = await findUserById(trx, owner.id);
  if (!caller) throw new Error('The demo owner is missing');
  const today = time.today;
  const templates = new Map<string, SubscriptionTemplate>();
  for (const template of demoTemplates) {
    const created = await createTemplate(
      trx,
      schoolId,
      parseAt(time, subscriptionTemplateCreateSchema, template),
      time,
    );
    templates.set(created.name, created);
  }
  const students = await trx
    .selectFrom('students')
    .select(['id', 'name'])
    .where('school_id', '=', schoolId)
    .orderBy('id')
    .execute();
  let sold = 0;
  for (const [index, demo] of demoStudents.entries()) {
    const studentId = students[index]?.id;
    if (studentId === undefined) continue;
    for (const pass of demo.subscriptions) {
      const template = templates.get(pass.sub_name);
      if (!template) throw new Error(`No demo template "${pass.sub_name}"`);
      const issuedAt = addDays(today, pass.issued_in_days);
      const id = await createSold(
        trx,
        caller,
        schoolId,
        { student_id: studentId, template_id: template.id, issued_at: issuedAt },
        time,
      );
      const used = pass.remaining_visits === null ? 0 : (template.visits ?? 0) - pass.remaining_visits;
      for (let visit = 0; visit < used; visit += 1) {
        await ledger.recordEntry(
          trx,
          { school_id: schoolId, created_by: caller.id, created_at: time.now.toISOString() },
          {
            student_id: studentId,
            kind: 'visit',
            entry_date: addDays(issuedAt, Math.min(visit * 3 + 1, -pass.issued_in_days)),
            amount: 0,
            visits: -1,
            subscription_id: id,
            note: { code: 'visit_before_ritm' },
          },
        );
      }
      const plan = demoPaymentPlan[sold % demoPaymentPlan.length] ?? { share: 1, method: 'cash' };
      const amount = Math.round((template.price * plan.share) / 100) * 100;
      if (amount > 0)
        await createPayment(
          trx,
          caller,
          schoolId,
          {
            student_id: studentId,
            type: 'subscription',
            method: plan.method,
            amount,
            paid_on: issuedAt,
            client_id: null,
            subscription_id: id,
            comment: '',
          },
          time,
        );
      sold += 1;
    }
  }
  for (const expense of demoExpenses) {
    const input = parseAt(time, expenseCreateSchema, {
      category: expense.category,
      amount: expense.amount,
      spent_on: addDays(today, -expense.days_ago),
      comment: expense.comment,
    });
    await createExpense(trx, caller, schoolId, input, time);
  }
}
