/** What other modules may use of the cabinet (the Telegram bot answers a linked family with the same rules). */
export { setAbsence } from './actions.ts';
export { type Family, familyOf } from './family.ts';
export { homeOf } from './views.ts';
