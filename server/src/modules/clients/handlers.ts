import type { ApiDeps } from '../../app-env.ts';
import { callerSchoolId } from '../../auth/caller-school.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import * as service from './service.ts';

export function clientHandlers({ db, now }: ApiDeps) {
  return {
    clientsWhere: ({ user }) => service.listClients(db, callerSchoolId(user), now()),
    clientCreate: ({ user, body }) => service.createClient(db, callerSchoolId(user), body, now()),
    client: ({ user, id }) => service.getClient(db, callerSchoolId(user), id, now()),
    clientUpdate: ({ user, id, body }) => service.updateClient(db, callerSchoolId(user), id, body, now()),
    clientDelete: ({ user, id }) => service.deleteClient(db, callerSchoolId(user), id),
  } satisfies Partial<Handlers>;
}
