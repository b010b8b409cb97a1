import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as schools from '../schools/service.ts';
import * as service from './service.ts';

export function financeHandlers({ db }: ApiDeps) {
  return {
    financeSummary: ({ user, body }) =>
      service.summary(db, callerSchoolId(user), { from: body.date_from, to: body.date_to }),
    balances: ({ user }) => service.balances(db, callerSchoolId(user)),
    studentAccount: ({ user, id, time }) => service.studentAccount(db, callerSchoolId(user), id, time),
    financeSettings: ({ user }) => schools.financeSettings(db, callerSchoolId(user)),
    financeSettingsUpdate: ({ user, body }) => schools.updateFinanceSettings(db, callerSchoolId(user), body),
  } satisfies Partial<Handlers>;
}
