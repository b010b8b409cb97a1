// Сообщения (docs/messages.md): what other modules and the host's jobs use of this module.
export { type ExpiredMakeup, tellExpiredMakeups } from './makeup-notices.ts';
export { writeReminders } from './reminders.ts';
export { type Contact, htmlOf, tell } from './send.ts';
export { reminderHours } from './settings.ts';
export { namesOf, slotPhrase, whenPhrase } from './wording.ts';
