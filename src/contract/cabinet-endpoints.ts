import { cabinetRoutes } from './cabinet-routes';
import { type EndpointDefinition, okResponseSchema } from './endpoint-definition';
import {
  cabinetAbsenceSchema,
  cabinetCodeRequestSchema,
  cabinetConsentSchema,
  cabinetContactsSchema,
  cabinetEmailChangeSchema,
  cabinetFreezeAnswerSchema,
  cabinetFreezeSchema,
  cabinetHomeSchema,
  cabinetLessonSchema,
  cabinetMakeupBookSchema,
  cabinetMakeupSchema,
  cabinetOfferSchema,
  cabinetSessionsSchema,
  cabinetSignInAnswerSchema,
  cabinetSignInSchema,
  cabinetStudentSchema,
  cabinetTrialAnswerSchema,
  cabinetTrialGroupsSchema,
  cabinetTrialSchema,
} from './schemas/cabinet';
import { deleteResponseSchema } from './schemas/common';
import { makeupOptionsSchema, makeupSchema, makeupsListSchema } from './schemas/makeups';
import { messageUnsubscribeAnswerSchema, messageUnsubscribeSchema } from './schemas/messages';
import { cabinetTelegramSchema } from './schemas/telegram';
import { waitlistSchema } from './schemas/waitlists';

/**
 * Личный кабинет (docs/cabinet.md): the family's endpoints, each a route of cabinet-routes.ts with its schemas. A
 * table of their own, part of the whole table (endpoints.ts).
 */
// biome-ignore format: one line per endpoint keeps the table readable as a table
export const cabinetEndpoints = {
  cabinetCode: { ...cabinetRoutes.cabinetCode, body: cabinetCodeRequestSchema, answer: okResponseSchema },
  cabinetSignIn: { ...cabinetRoutes.cabinetSignIn, body: cabinetSignInSchema, answer: cabinetSignInAnswerSchema },
  cabinetSignOut: { ...cabinetRoutes.cabinetSignOut, answer: okResponseSchema },
  cabinetHome: { ...cabinetRoutes.cabinetHome, answer: cabinetHomeSchema },
  cabinetStudent: { ...cabinetRoutes.cabinetStudent, answer: cabinetStudentSchema },
  cabinetAbsence: { ...cabinetRoutes.cabinetAbsence, body: cabinetAbsenceSchema, answer: cabinetLessonSchema },
  cabinetAbsenceUndo: { ...cabinetRoutes.cabinetAbsenceUndo, body: cabinetAbsenceSchema, answer: cabinetLessonSchema },
  cabinetMakeups: { ...cabinetRoutes.cabinetMakeups, answer: makeupsListSchema },
  cabinetMakeupOptions: { ...cabinetRoutes.cabinetMakeupOptions, body: cabinetMakeupSchema, answer: makeupOptionsSchema },
  cabinetMakeupBook: { ...cabinetRoutes.cabinetMakeupBook, body: cabinetMakeupBookSchema, answer: makeupSchema },
  cabinetMakeupCancel: { ...cabinetRoutes.cabinetMakeupCancel, body: cabinetMakeupSchema, answer: makeupSchema },
  cabinetOffers: { ...cabinetRoutes.cabinetOffers, answer: waitlistSchema },
  cabinetOfferAccept: { ...cabinetRoutes.cabinetOfferAccept, body: cabinetOfferSchema, answer: okResponseSchema },
  cabinetOfferDecline: { ...cabinetRoutes.cabinetOfferDecline, body: cabinetOfferSchema, answer: okResponseSchema },
  cabinetTrialGroups: { ...cabinetRoutes.cabinetTrialGroups, answer: cabinetTrialGroupsSchema },
  cabinetTrial: { ...cabinetRoutes.cabinetTrial, body: cabinetTrialSchema, answer: cabinetTrialAnswerSchema, created: true },
  cabinetFreeze: { ...cabinetRoutes.cabinetFreeze, body: cabinetFreezeSchema, answer: cabinetFreezeAnswerSchema },
  cabinetContacts: { ...cabinetRoutes.cabinetContacts, body: cabinetContactsSchema, answer: cabinetHomeSchema },
  cabinetEmailCode: { ...cabinetRoutes.cabinetEmailCode, body: cabinetCodeRequestSchema, answer: okResponseSchema },
  cabinetEmailChange: { ...cabinetRoutes.cabinetEmailChange, body: cabinetEmailChangeSchema, answer: cabinetHomeSchema },
  cabinetConsent: { ...cabinetRoutes.cabinetConsent, body: cabinetConsentSchema, answer: cabinetHomeSchema },
  cabinetTelegram: { ...cabinetRoutes.cabinetTelegram, answer: cabinetTelegramSchema },
  cabinetSessions: { ...cabinetRoutes.cabinetSessions, answer: cabinetSessionsSchema },
  cabinetSessionEnd: { ...cabinetRoutes.cabinetSessionEnd, answer: deleteResponseSchema },
  cabinetUnsubscribe: { ...cabinetRoutes.cabinetUnsubscribe, body: messageUnsubscribeSchema, answer: messageUnsubscribeAnswerSchema },
} as const satisfies { [Name in keyof typeof cabinetRoutes]: EndpointDefinition };
