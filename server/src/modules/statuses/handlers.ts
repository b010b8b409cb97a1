import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

export function statusHandlers({ db }: ApiDeps) {
  return {
    statusesWhere: ({ schoolId, body }) => service.listStatuses(db, schoolId, body.type),
    statusesAll: ({ schoolId }) => service.listStatuses(db, schoolId),
    status: ({ schoolId, id }) => service.getStatus(db, schoolId, id),
    statusCreate: ({ schoolId, body }) => service.createStatus(db, schoolId, body),
    statusUpdate: ({ schoolId, id, body }) => service.updateStatus(db, schoolId, id, body),
    statusDelete: ({ schoolId, id }) => service.deleteStatus(db, schoolId, id),
  } satisfies Partial<Handlers>;
}
