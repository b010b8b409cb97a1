import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

export function backupHandlers({ db }: ApiDeps) {
  return {
    backupStatus: ({ time }) => service.backupStatus(db, time.now),
  } satisfies Partial<Handlers>;
}
