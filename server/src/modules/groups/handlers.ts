import type { ApiDeps } from '../../app-env.ts';
import { freeingSeats } from '../shared/freed-seats.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

export function groupHandlers(deps: ApiDeps) {
  const { db } = deps;
  return {
    groupsWhere: ({ schoolId, body }) => service.listGroups(db, schoolId, body.entity_type),
    groupsAll: ({ schoolId }) => service.listGroups(db, schoolId),
    group: ({ schoolId, id }) => service.getGroup(db, schoolId, id),
    groupCreate: ({ schoolId, body }) => service.createGroup(db, schoolId, body),
    // A capacity changed may free seats (more of them, or none at all): the group's lines are offered them at once.
    groupUpdate: ({ schoolId, id, body, time }) =>
      freeingSeats(deps, { schoolId, time }, async (trx) => ({
        answer: await service.updateGroup(trx, schoolId, id, body),
        freed: body.capacity !== undefined ? [{ group_id: id }] : [],
      })),
    groupDelete: ({ schoolId, id }) => service.deleteGroup(db, schoolId, id),
  } satisfies Partial<Handlers>;
}
