/** What other modules and the hosts use of the school's bot (docs/telegram.md). */
export { describeBot, telegramSender } from './bots.ts';
export { chatsOf, linkFor } from './links.ts';
