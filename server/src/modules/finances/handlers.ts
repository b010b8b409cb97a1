import type { ApiDeps } from '../../app-env.ts';
import * as schools from '../schools/service.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

export function financeHandlers({ db }: ApiDeps) {
  return {
    financeSummary: ({ schoolId, body }) =>
      service.summary(db, schoolId, { from: body.date_from, to: body.date_to }),
    balances: ({ schoolId }) => service.balances(db, schoolId),
    studentAccount: ({ schoolId, id, time }) => service.studentAccount(db, schoolId, id, time),
    financeSettings: ({ schoolId }) => schools.financeSettings(db, schoolId),
    financeSettingsUpdate: ({ schoolId, body }) => schools.updateFinanceSettings(db, schoolId, body),
  } satisfies Partial<Handlers>;
}
