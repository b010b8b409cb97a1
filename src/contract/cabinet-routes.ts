import type { EndpointRoute } from './http';

/**
 * Личный кабинет (docs/cabinet.md): where the family's endpoints live — sign-in by an emailed code, then only the
 * signed-in family's own rows. Their schemas complete them in cabinet-endpoints.ts, part of the whole table; the
 * cabinet's pages call them from this table alone, so their first page loads neither zod nor any schema.
 */
// biome-ignore format: one line per endpoint keeps the table readable as a table
export const cabinetRoutes = {
  cabinetCode: { method: 'POST', path: '/cabinet/code', access: 'public' },
  cabinetSignIn: { method: 'POST', path: '/cabinet/sign-in', access: 'public' },
  cabinetSignOut: { method: 'POST', path: '/cabinet/sign-out', access: 'public' },
  cabinetHome: { method: 'GET', path: '/cabinet/home', access: 'cabinet' },
  cabinetStudent: { method: 'GET', path: '/cabinet/students/:id', access: 'cabinet' },
  cabinetAbsence: { method: 'POST', path: '/cabinet/absences', access: 'cabinet' },
  cabinetAbsenceUndo: { method: 'POST', path: '/cabinet/absences/undo', access: 'cabinet' },
  cabinetMakeups: { method: 'GET', path: '/cabinet/makeups', access: 'cabinet' },
  cabinetMakeupOptions: { method: 'POST', path: '/cabinet/makeup-lessons', access: 'cabinet' },
  cabinetMakeupBook: { method: 'POST', path: '/cabinet/makeups/book', access: 'cabinet' },
  cabinetMakeupCancel: { method: 'POST', path: '/cabinet/makeups/cancel', access: 'cabinet' },
  cabinetOffers: { method: 'GET', path: '/cabinet/waitlist-offers', access: 'cabinet' },
  cabinetOfferAccept: { method: 'POST', path: '/cabinet/waitlist-offers/accept', access: 'cabinet' },
  cabinetOfferDecline: { method: 'POST', path: '/cabinet/waitlist-offers/decline', access: 'cabinet' },
  cabinetTrialGroups: { method: 'GET', path: '/cabinet/trial-groups', access: 'cabinet' },
  cabinetTrial: { method: 'POST', path: '/cabinet/trials', access: 'cabinet' },
  cabinetFreeze: { method: 'POST', path: '/cabinet/freezes', access: 'cabinet' },
  cabinetContacts: { method: 'PATCH', path: '/cabinet/contacts', access: 'cabinet' },
  cabinetEmailCode: { method: 'POST', path: '/cabinet/email/code', access: 'cabinet' },
  cabinetEmailChange: { method: 'POST', path: '/cabinet/email', access: 'cabinet' },
  cabinetConsent: { method: 'POST', path: '/cabinet/consents', access: 'cabinet' },
  cabinetTelegram: { method: 'POST', path: '/cabinet/telegram', access: 'cabinet' },
  cabinetSessions: { method: 'GET', path: '/cabinet/sessions', access: 'cabinet' },
  cabinetSessionEnd: { method: 'DELETE', path: '/cabinet/sessions/:id', access: 'cabinet' },
  // «Отписаться» from a school's email: the link's token is all it takes (docs/messages.md).
  cabinetUnsubscribe: { method: 'POST', path: '/cabinet/unsubscribe', access: 'public' },
} as const satisfies Record<string, EndpointRoute>;

export type CabinetEndpointName = keyof typeof cabinetRoutes;
