import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

export function expenseHandlers({ db }: ApiDeps) {
  return {
    expensesWhere: ({ user, body }) =>
      service.listExpenses(db, callerSchoolId(user), { from: body.date_from, to: body.date_to }),
    expenseCreate: ({ user, body, time }) =>
      service.createExpense(db, user, callerSchoolId(user), body, time),
    expenseVoid: ({ user, id, body, time }) =>
      service.voidExpense(db, user, callerSchoolId(user), id, body.reason, time),
  } satisfies Partial<Handlers>;
}
