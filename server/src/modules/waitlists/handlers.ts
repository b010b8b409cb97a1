import type { ApiDeps } from '../../app-env.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Handlers } from '../shared/handler.ts';
import { acceptOffer, declineOffer, joinLine, leaveLine, listLine, openOffers } from './lines.ts';
import { offerHours, setOfferHours } from './repository.ts';

export function waitlistHandlers({ db, publicUrl, kickOutbox }: ApiDeps) {
  const context = { publicUrl };
  return {
    waitlistJoin: ({ user, schoolId, body, time }) =>
      inTransaction(db, (trx) => joinLine(trx, user, schoolId, body, time)),
    waitlistWhere: ({ schoolId, body }) =>
      listLine(
        db,
        schoolId,
        body.group_id !== undefined ? { group_id: body.group_id } : { lesson_id: body.lesson_id ?? 0 },
      ),
    waitlistOffers: ({ schoolId }) => openOffers(db, schoolId),
    waitlistLeave: async ({ user, schoolId, body, time }) => {
      const answer = await inTransaction(db, (trx) =>
        leaveLine(trx, user, schoolId, body.entry_id, time, context),
      );
      kickOutbox();
      return answer;
    },
    waitlistAccept: ({ user, schoolId, body, time }) =>
      inTransaction(db, (trx) => acceptOffer(trx, user, schoolId, body.entry_id, time)),
    waitlistDecline: async ({ user, schoolId, body, time }) => {
      const answer = await inTransaction(db, (trx) =>
        declineOffer(trx, user, schoolId, body.entry_id, time, context),
      );
      kickOutbox();
      return answer;
    },
    waitlistSettings: async ({ schoolId }) => ({ offer_hours: await offerHours(db, schoolId) }),
    waitlistSettingsUpdate: async ({ schoolId, body }) => {
      await setOfferHours(db, schoolId, body.offer_hours);
      return { offer_hours: body.offer_hours };
    },
  } satisfies Partial<Handlers>;
}
