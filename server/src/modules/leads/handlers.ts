import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import { studentFor } from '../students/service.ts';
import { convertLead } from './conversion.ts';
import * as service from './service.ts';

export function leadHandlers({ db }: ApiDeps) {
  return {
    leadsWhere: ({ user }) => service.listLeads(db, callerSchoolId(user)),
    leadCreate: ({ user, body, time }) => {
      const author = { schoolId: callerSchoolId(user), userId: user.id, time };
      return service.createLead(db, author, body);
    },
    leadUpdate: ({ user, id, body }) => service.updateLead(db, callerSchoolId(user), id, body),
    leadDelete: ({ user, id }) => service.deleteLead(db, callerSchoolId(user), id),
    leadConvert: async ({ user, id, body, time }) => {
      const converted = await convertLead(db, callerSchoolId(user), id, body, time);
      // The new student as the caller may read them, as every students endpoint answers.
      return { ...converted, student: studentFor(user.role, converted.student) };
    },
  } satisfies Partial<Handlers>;
}
