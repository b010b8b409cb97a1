import type { ApiDeps } from '../../app-env.ts';
import { clientAddress } from '../../auth/client-address.ts';
import { clearCabinetCookie, setCabinetCookie } from '../../auth/session-cookie.ts';
import { cabinetSettings, updateCabinetSettings } from '../schools/service.ts';
import { freeingSeats } from '../shared/freed-seats.ts';
import type { Handlers } from '../shared/handler.ts';
import * as actions from './actions.ts';
import { familyOf } from './family.ts';
import { decideFreezeRequest, listFreezeRequests, requestFreeze } from './freezes.ts';
import { bookFamilyMakeup, cancelFamilyMakeup, familyMakeupOptions, familyMakeups } from './makeups.ts';
import { answerFamilyOffer, familyOffers } from './offers.ts';
import { deviceOf, requestCode, signIn } from './sign-in.ts';
import { cabinetUse, invite } from './staff.ts';
import { homeOf, studentPageOf } from './views.ts';

/** Where an invitation's link leads: the cabinet of the installation the staff member is using. */
const cabinetLink = (url: string) => `${new URL(url).origin}/cabinet`;

export function cabinetHandlers(deps: ApiDeps) {
  const { db, cookieSecure, trustProxy, socketAddress, kickOutbox, notices, queueWebhookEvent } = deps;
  return {
    cabinetCode: async ({ c, body, time }) => {
      const ip = clientAddress(c, trustProxy, socketAddress);
      await requestCode(db, { email: body.email, ip }, time.now, notices.signInCode);
      kickOutbox();
      return { ok: true } as const;
    },
    cabinetSignIn: async ({ c, body, time }) => {
      const { token, answer } = await signIn(
        db,
        { ...body, device: deviceOf(c.req.header('User-Agent')) },
        time.now,
      );
      if (token) setCabinetCookie(c, token, cookieSecure);
      return answer;
    },
    cabinetSignOut: async ({ c }) => {
      const session = c.get('cabinet');
      if (session) await actions.endSession(db, session, session.id);
      clearCabinetCookie(c, cookieSecure);
      return { ok: true } as const;
    },
    cabinetHome: async ({ cabinet, time }) => homeOf(db, await familyOf(db, cabinet), time),
    cabinetStudent: async ({ cabinet, id, time }) => studentPageOf(db, await familyOf(db, cabinet), id, time),
    // «Не придём» frees the student's seat that day: the lesson's line is offered it at once.
    cabinetAbsence: async ({ cabinet, body, time }) => {
      const family = await familyOf(db, cabinet);
      return freeingSeats(deps, { schoolId: family.schoolId, time }, async (trx) => ({
        answer: await actions.setAbsence(trx, family, { ...body, announce: true }, time),
        freed: [{ lesson_id: body.lesson_id }],
      }));
    },
    cabinetAbsenceUndo: async ({ cabinet, body, time }) =>
      actions.setAbsence(db, await familyOf(db, cabinet), { ...body, announce: false }, time),
    cabinetMakeups: async ({ cabinet, time }) => familyMakeups(db, await familyOf(db, cabinet), time),
    cabinetMakeupOptions: async ({ cabinet, body, time }) =>
      familyMakeupOptions(db, await familyOf(db, cabinet), body.makeup_id, time),
    cabinetMakeupBook: async ({ cabinet, body, time }) =>
      bookFamilyMakeup(db, await familyOf(db, cabinet), body, time),
    // The guest's seat is free again: the lesson's line is offered it at once.
    cabinetMakeupCancel: async ({ cabinet, body, time }) => {
      const family = await familyOf(db, cabinet);
      return freeingSeats(deps, { schoolId: family.schoolId, time }, async (trx) => {
        const { makeup, lessonId } = await cancelFamilyMakeup(trx, family, body.makeup_id, time);
        return { answer: makeup, freed: [{ lesson_id: lessonId }] };
      });
    },
    cabinetOffers: async ({ cabinet, time }) =>
      familyOffers(db, deps.waitlists, await familyOf(db, cabinet), time),
    cabinetOfferAccept: async ({ cabinet, body, time }) =>
      answerFamilyOffer(
        db,
        deps.waitlists,
        await familyOf(db, cabinet),
        { entryId: body.entry_id, accept: true },
        time,
      ),
    cabinetOfferDecline: async ({ cabinet, body, time }) => {
      const answer = await answerFamilyOffer(
        db,
        deps.waitlists,
        await familyOf(db, cabinet),
        { entryId: body.entry_id, accept: false },
        time,
      );
      kickOutbox();
      return answer;
    },
    cabinetTrialGroups: async ({ cabinet, time }) =>
      actions.trialGroupsFor(db, await familyOf(db, cabinet), time),
    cabinetTrial: async ({ cabinet, body, time }) =>
      actions.signUpForTrial(db, await familyOf(db, cabinet), body, time, queueWebhookEvent),
    cabinetFreeze: async ({ cabinet, body, time }) =>
      requestFreeze(db, await familyOf(db, cabinet), body, time),
    freezeRequests: ({ schoolId }) => listFreezeRequests(db, schoolId),
    freezeRequestDecide: async ({ user, schoolId, id, body, time }) => {
      const decided = await decideFreezeRequest(db, user, schoolId, id, body.approve, time);
      kickOutbox();
      return decided;
    },
    cabinetContacts: async ({ cabinet, body, time }) => {
      const family = await familyOf(db, cabinet);
      await actions.setPhone(db, family, body.phone);
      return homeOf(db, await familyOf(db, cabinet), time);
    },
    cabinetEmailCode: async ({ c, cabinet, body, time }) => {
      const family = await familyOf(db, cabinet);
      await actions.requestEmailChange(
        db,
        family,
        { email: body.email, ip: clientAddress(c, trustProxy, socketAddress) },
        time.now,
      );
      kickOutbox();
      return { ok: true } as const;
    },
    cabinetEmailChange: async ({ cabinet, body, time }) => {
      const email = await actions.changeEmail(db, await familyOf(db, cabinet), body, time.now);
      return homeOf(db, await familyOf(db, { ...cabinet, email }), time);
    },
    cabinetConsent: async ({ cabinet, body, time }) => {
      const family = await familyOf(db, cabinet);
      await actions.acceptConsent(db, family, body, time);
      return homeOf(db, family, time);
    },
    cabinetSessions: ({ cabinet }) => actions.sessionsOf(db, cabinet),
    cabinetSessionEnd: ({ cabinet, id }) => actions.endSession(db, cabinet, id),
    cabinetSettings: ({ schoolId }) => cabinetSettings(db, schoolId),
    cabinetSettingsUpdate: ({ schoolId, body }) => updateCabinetSettings(db, schoolId, body),
    cabinetInvite: async ({ c, user, schoolId, body, time }) => {
      const answer = await invite(db, user, schoolId, body, { link: cabinetLink(c.req.url), time });
      kickOutbox();
      return answer;
    },
    cabinetUse: ({ user, schoolId, body }) => cabinetUse(db, user, schoolId, body),
  } satisfies Partial<Handlers>;
}
