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
  cabinetSessionsSchema,
  cabinetSignInAnswerSchema,
  cabinetSignInSchema,
  cabinetStudentSchema,
  cabinetTrialAnswerSchema,
  cabinetTrialGroupsSchema,
  cabinetTrialSchema,
} from './schemas/cabinet';
import { deleteResponseSchema } from './schemas/common';
import { cabinetTelegramSchema } from './schemas/telegram';

/**
 * Личный кабинет (docs/cabinet.md): the family's endpoints — sign-in by an emailed code, then only the signed-in
 * family's own rows. A table of their own, part of the whole table (endpoints.ts), so the cabinet's pages load only
 * these schemas and not the staff's.
 */
// biome-ignore format: one line per endpoint keeps the table readable as a table
export const cabinetEndpoints = {
  cabinetCode: { method: 'POST', path: '/cabinet/code', access: 'public', body: cabinetCodeRequestSchema, answer: okResponseSchema },
  cabinetSignIn: { method: 'POST', path: '/cabinet/sign-in', access: 'public', body: cabinetSignInSchema, answer: cabinetSignInAnswerSchema },
  cabinetSignOut: { method: 'POST', path: '/cabinet/sign-out', access: 'public', answer: okResponseSchema },
  cabinetHome: { method: 'GET', path: '/cabinet/home', access: 'cabinet', answer: cabinetHomeSchema },
  cabinetStudent: { method: 'GET', path: '/cabinet/students/:id', access: 'cabinet', answer: cabinetStudentSchema },
  cabinetAbsence: { method: 'POST', path: '/cabinet/absences', access: 'cabinet', body: cabinetAbsenceSchema, answer: cabinetLessonSchema },
  cabinetAbsenceUndo: { method: 'POST', path: '/cabinet/absences/undo', access: 'cabinet', body: cabinetAbsenceSchema, answer: cabinetLessonSchema },
  cabinetTrialGroups: { method: 'GET', path: '/cabinet/trial-groups', access: 'cabinet', answer: cabinetTrialGroupsSchema },
  cabinetTrial: { method: 'POST', path: '/cabinet/trials', access: 'cabinet', body: cabinetTrialSchema, answer: cabinetTrialAnswerSchema, created: true },
  cabinetFreeze: { method: 'POST', path: '/cabinet/freezes', access: 'cabinet', body: cabinetFreezeSchema, answer: cabinetFreezeAnswerSchema },
  cabinetContacts: { method: 'PATCH', path: '/cabinet/contacts', access: 'cabinet', body: cabinetContactsSchema, answer: cabinetHomeSchema },
  cabinetEmailCode: { method: 'POST', path: '/cabinet/email/code', access: 'cabinet', body: cabinetCodeRequestSchema, answer: okResponseSchema },
  cabinetEmailChange: { method: 'POST', path: '/cabinet/email', access: 'cabinet', body: cabinetEmailChangeSchema, answer: cabinetHomeSchema },
  cabinetConsent: { method: 'POST', path: '/cabinet/consents', access: 'cabinet', body: cabinetConsentSchema, answer: cabinetHomeSchema },
  cabinetTelegram: { method: 'POST', path: '/cabinet/telegram', access: 'cabinet', answer: cabinetTelegramSchema },
  cabinetSessions: { method: 'GET', path: '/cabinet/sessions', access: 'cabinet', answer: cabinetSessionsSchema },
  cabinetSessionEnd: { method: 'DELETE', path: '/cabinet/sessions/:id', access: 'cabinet', answer: deleteResponseSchema },
} as const satisfies Record<string, EndpointDefinition>;
