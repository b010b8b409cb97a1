import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

export function groupHandlers({ db }: ApiDeps) {
  return {
    groupsWhere: ({ schoolId, body }) => service.listGroups(db, schoolId, body.entity_type),
    groupsAll: ({ schoolId }) => service.listGroups(db, schoolId),
    group: ({ schoolId, id }) => service.getGroup(db, schoolId, id),
    groupCreate: ({ schoolId, body }) => service.createGroup(db, schoolId, body),
    groupUpdate: ({ schoolId, id, body }) => service.updateGroup(db, schoolId, id, body),
    groupDelete: ({ schoolId, id }) => service.deleteGroup(db, schoolId, id),
  } satisfies Partial<Handlers>;
}
