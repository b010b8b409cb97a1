import type { ApiDeps } from '../../app-env.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Handlers } from '../shared/handler.ts';
import { type Booker, bookMakeup, cancelMakeupBooking } from './booking.ts';
import { makeupsOfStudents } from './makeup-list.ts';
import { makeupOptions } from './makeup-options.ts';

export function makeupHandlers({ db }: ApiDeps) {
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
    makeupCancel: ({ user, schoolId, body, time }) =>
      inTransaction(db, (trx) => cancelMakeupBooking(trx, schoolId, body.makeup_id, desk(user.id), time)),
  } satisfies Partial<Handlers>;
}
