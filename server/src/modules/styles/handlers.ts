import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

export function styleHandlers({ db }: ApiDeps) {
  return {
    styleCreate: ({ schoolId, body }) => service.createStyle(db, schoolId, body),
    stylesWhere: ({ schoolId }) => service.listStyles(db, schoolId),
    style: ({ schoolId, id }) => service.getStyle(db, schoolId, id),
    // styleUpdate is the timetable's (schedules/handlers.ts): a direction restored or re-dated plans lessons.
    styleDelete: ({ schoolId, id }) => service.deleteStyle(db, schoolId, id),
  } satisfies Partial<Handlers>;
}
