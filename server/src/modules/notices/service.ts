/** Notices to families (docs/messages.md): what a change of the school's data tells them. */
export { lessonChanged } from './lesson-changed.ts';
export { paymentReceived } from './payment-received.ts';
export { type SignInCode, signInCode } from './sign-in-code.ts';
