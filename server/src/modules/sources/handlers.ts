import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

export function sourceHandlers({ db }: ApiDeps) {
  return {
    sourcesAll: ({ schoolId }) => service.listSources(db, schoolId),
    sourceCreate: ({ schoolId, body }) => service.createSource(db, schoolId, body),
    sourceUpdate: ({ schoolId, id, body }) => service.renameSource(db, schoolId, id, body),
    sourceDelete: ({ schoolId, id }) => service.deleteSource(db, schoolId, id),
  } satisfies Partial<Handlers>;
}
