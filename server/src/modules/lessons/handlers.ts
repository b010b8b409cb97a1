import type { ApiDeps } from '../../app-env.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

/** Lessons of the calendar (docs/api-schedule.md); the timetable's generation is the schedules module's. */
export function lessonHandlers({ db, kickOutbox, notices }: ApiDeps) {
  return {
    lessonCreate: ({ schoolId, body, time }) => service.createLesson(db, schoolId, body, time),
    lessonsWhere: ({ schoolId, body }) => service.listLessons(db, schoolId, body),
    lesson: ({ schoolId, id }) => service.getLesson(db, schoolId, id),
    // A cancelled or moved lesson tells its families in the same transaction (notices/lesson-changed.ts).
    lessonUpdate: async ({ user, schoolId, id, body, time }) => {
      const { updated, queued } = await inTransaction(db, async (trx) => {
        const before = await service.getLesson(trx, schoolId, id);
        const updated = await service.updateLesson(trx, user, schoolId, id, body, time);
        const after = await service.getLesson(trx, schoolId, id);
        return { updated, queued: await notices.lessonChanged(trx, { before, after }, time) };
      });
      // Committed: the outbox may send now.
      if (queued > 0) kickOutbox();
      return updated;
    },
    // A coming lesson taken off the calendar is, to its families, a cancelled one.
    lessonDelete: async ({ user, schoolId, id, time }) => {
      const { deleted, queued } = await inTransaction(db, async (trx) => {
        const before = await service.getLesson(trx, schoolId, id);
        const queued = await notices.lessonChanged(
          trx,
          { before, after: { ...before, is_canceled: true } },
          time,
        );
        return { deleted: await service.deleteLesson(trx, user, schoolId, id, time), queued };
      });
      if (queued > 0) kickOutbox();
      return deleted;
    },
  } satisfies Partial<Handlers>;
}
