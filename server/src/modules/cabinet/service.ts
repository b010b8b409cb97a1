/** What other modules may use of the cabinet (the Telegram bot answers a linked family with the same rules; a sign-in code goes to a linked chat in the email's words). */
export { setAbsence } from './actions.ts';
export { codeEmail } from './emails.ts';
export { type Family, familyOf } from './family.ts';
export { homeOf } from './views.ts';
