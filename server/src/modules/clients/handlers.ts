import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

export function clientHandlers({ db }: ApiDeps) {
  return {
    clientsWhere: ({ user, time }) => service.listClients(db, callerSchoolId(user), time),
    clientCreate: ({ user, body, time }) => service.createClient(db, callerSchoolId(user), body, time),
    client: ({ user, id, time }) => service.getClient(db, callerSchoolId(user), id, time),
    clientUpdate: ({ user, id, body, time }) =>
      service.updateClient(db, callerSchoolId(user), id, body, time),
    clientDelete: ({ user, id }) => service.deleteClient(db, callerSchoolId(user), id),
  } satisfies Partial<Handlers>;
}
