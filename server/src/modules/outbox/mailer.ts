/** One email, rendered: plain text for every client, simple HTML for those that show it. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/** An email as it leaves: signed with the school's name, answered to its address, with a way out when optional. */
export type OutgoingMail = MailMessage & {
  /**
   * The message's own identity in the outbox (its row and creation): the Message-ID is made of it, so a message sent
   * again after a crash between sending and recording is the same message to the recipient's mail service, which
   * shows it once.
   */
  key?: string;
  senderName?: string | null;
  replyTo?: string | null;
  unsubscribeUrl?: string | null;
};

/**
 * How a host sends email. The core only renders and queues messages; the Node host brings SMTP (nodemailer) or,
 * without `SMTP_URL`, its console (`configured: false`: the message is printed and recorded as «канал не
 * настроен»); the mock host keeps a mailbox in the page for QA. `send` answers the provider's reply, if any.
 */
export type Mailer = {
  configured: boolean;
  send(message: OutgoingMail): Promise<string | undefined>;
  /** Closes kept connections (a host stopping). */
  close?: () => void;
};

/** How a host sends a message through a school's Telegram bot (telegram/bots.ts knows the bot and its token). */
export type TelegramSender = (message: {
  schoolId: number;
  chatId: string;
  text: string;
}) => Promise<string | undefined>;

/**
 * A refusal that no retry will change: the mail server rejected the address for good (5xx), or the chat blocked
 * the bot. The message is given up at once and the address marked, so nothing optional goes there again.
 */
export class PermanentDeliveryError extends Error {
  constructor(
    readonly reason: 'bounced' | 'blocked',
    message: string,
  ) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}

/** Asks the host to deliver the outbox now (after a write queued a message someone is waiting for, e.g. a code). */
export type OutboxKick = () => void;
