import type { ApiDeps } from '../../app-env.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { freeingSeats } from '../shared/freed-seats.ts';
import type { Handlers } from '../shared/handler.ts';
import { type Booker, bookMakeup, cancelMakeupBooking } from './booking.ts';
import { makeupsOfStudents } from './makeup-list.ts';
import { makeupOptions } from './makeup-options.ts';

export function makeupHandlers(deps: ApiDeps) {
  const { db } = deps;
  // The front desk books up to a lesson's start.
  const desk = (userId: number): Booker => ({ userId, cutoffMinutes: 0 });
  return {
    makeupsWhere: ({ schoolId, body, time }) =>
      makeupsOfStudents(db, schoolId, { studentIds: [body.student_id] }, time),
    makeupOptions: ({ user, schoolId, body, time }) =>
      makeupOptions(db, schoolId, body.makeup_id, desk(user.id), time),
    makeupBook: ({ user, schoolId, body, time }) =>
      inTransaction(db, (trx) =>
        bookMakeup(
          trx,
          schoolId,
          { makeupId: body.makeup_id, lessonId: body.lesson_id },
          desk(user.id),
          time,
        ),
      ),
    // The guest's seat is free again: the lesson's line is offered it at once.
    makeupCancel: ({ user, schoolId, body, time }) =>
      freeingSeats(deps, { schoolId, time }, async (trx) => {
        const { makeup, lessonId } = await cancelMakeupBooking(
          trx,
          schoolId,
          body.makeup_id,
          desk(user.id),
          time,
        );
        return { answer: makeup, freed: [{ lesson_id: lessonId }] };
      }),
  } satisfies Partial<Handlers>;
}
