import type { ApiDeps } from '../../app-env.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { lessonsCanceledBy } from '../lessons/service.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

/** School closures (docs/closures.md). */
export function closureHandlers({ db, kickOutbox, notices }: ApiDeps) {
  return {
    closures: ({ schoolId }) => service.listClosures(db, schoolId),
    // The lessons a closure cancels tell their families, as a lesson cancelled by hand does.
    closureCreate: async ({ user, schoolId, body, time }) => {
      const { closure, queued } = await inTransaction(db, async (trx) => {
        const closure = await service.createClosure(trx, schoolId, body, { caller: user, time });
        let queued = 0;
        for (const after of await lessonsCanceledBy(trx, schoolId, closure.id))
          queued += await notices.lessonChanged(
            trx,
            { before: { ...after, is_canceled: false }, after },
            time,
          );
        return { closure, queued };
      });
      if (queued > 0) kickOutbox();
      return closure;
    },
    closureDelete: ({ user, schoolId, id, time }) =>
      service.deleteClosure(db, schoolId, id, { caller: user, time }),
  } satisfies Partial<Handlers>;
}
