import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

export function clientHandlers({ db }: ApiDeps) {
  return {
    clientsWhere: ({ schoolId, time }) => service.listClients(db, schoolId, time),
    clientCreate: ({ schoolId, body, time }) => service.createClient(db, schoolId, body, time),
    client: ({ schoolId, id, time }) => service.getClient(db, schoolId, id, time),
    clientUpdate: ({ schoolId, id, body, time }) => service.updateClient(db, schoolId, id, body, time),
    clientDelete: ({ user, schoolId, id, time }) => service.deleteClient(db, schoolId, id, user.id, time.now),
    clientsDeleted: ({ schoolId, time }) => service.listDeletedClients(db, schoolId, time.now),
    clientRestore: ({ schoolId, id, time }) => service.restoreClient(db, schoolId, id, time),
  } satisfies Partial<Handlers>;
}
