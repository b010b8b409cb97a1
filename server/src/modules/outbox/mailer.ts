/** One email, rendered: plain text for every client, simple HTML for those that show it. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/**
 * How a host sends email. The core only renders and queues messages; the Node host brings SMTP (nodemailer) or,
 * without `SMTP_URL`, its console; the mock host keeps a mailbox in the page for QA.
 */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
};

/** How a host sends a message through a school's Telegram bot (telegram/bots.ts knows the bot and its token). */
export type TelegramSender = (message: { schoolId: number; chatId: string; text: string }) => Promise<void>;

/** Asks the host to deliver the outbox now (after a write queued a message someone is waiting for, e.g. a code). */
export type OutboxKick = () => void;
