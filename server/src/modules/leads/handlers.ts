import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import { convertLead } from './conversion.ts';
import * as service from './service.ts';

export function leadHandlers({ db, now }: ApiDeps) {
  return {
    leadsWhere: ({ user }) => service.listLeads(db, callerSchoolId(user)),
    leadCreate: ({ user, body }) => {
      const author = { schoolId: callerSchoolId(user), userId: user.id, now: now() };
      return service.createLead(db, author, body);
    },
    leadUpdate: ({ user, id, body }) => service.updateLead(db, callerSchoolId(user), id, body),
    leadDelete: ({ user, id }) => service.deleteLead(db, callerSchoolId(user), id),
    leadConvert: ({ user, id, body }) => convertLead(db, callerSchoolId(user), id, body, now()),
  } satisfies Partial<Handlers>;
}
