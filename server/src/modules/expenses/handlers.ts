import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

export function expenseHandlers({ db }: ApiDeps) {
  return {
    expensesWhere: ({ schoolId, body }) =>
      service.listExpenses(db, schoolId, { from: body.date_from, to: body.date_to }),
    expenseCreate: ({ user, schoolId, body, time }) => service.createExpense(db, user, schoolId, body, time),
    expenseVoid: ({ user, schoolId, id, body, time }) =>
      service.voidExpense(db, user, schoolId, id, body.reason, time),
  } satisfies Partial<Handlers>;
}
