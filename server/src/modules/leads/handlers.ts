import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import { studentFor } from '../students/service.ts';
import { convertLead } from './conversion.ts';
import * as service from './service.ts';

export function leadHandlers({ db }: ApiDeps) {
  return {
    leadsWhere: ({ schoolId }) => service.listLeads(db, schoolId),
    leadCreate: ({ user, schoolId, body, time }) => {
      const author = { schoolId, userId: user.id, time };
      return service.createLead(db, author, body);
    },
    leadUpdate: ({ schoolId, id, body }) => service.updateLead(db, schoolId, id, body),
    leadDelete: ({ schoolId, id }) => service.deleteLead(db, schoolId, id),
    leadConvert: async ({ user, schoolId, id, body, time }) => {
      const converted = await convertLead(db, schoolId, id, body, time);
      // The new student as the caller may read them, as every students endpoint answers.
      return { ...converted, student: studentFor(user.role, converted.student) };
    },
  } satisfies Partial<Handlers>;
}
