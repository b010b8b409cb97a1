import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

/** The history of changes (docs/history.md). */
export function historyHandlers({ db }: ApiDeps) {
  return {
    history: ({ schoolId, body, time }) => service.listHistory(db, schoolId, body, time.zone),
  } satisfies Partial<Handlers>;
}
