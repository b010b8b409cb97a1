import nodemailer from 'nodemailer';
import { SEND_CONCURRENCY } from '../src/modules/outbox/delivery.ts';
import { type Mailer, PermanentDeliveryError } from '../src/modules/outbox/mailer.ts';

/** The address part of MAIL_FROM (`Имя <a@b>` or `a@b`): a school's sender name replaces the name, never the address. */
function addressOf(from: string): string {
  return /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/**
 * Email through SMTP (`SMTP_URL`, e.g. `smtp://user:pass@host:587`, `smtps://…:465`), from `MAIL_FROM`, signed
 * with the school's sender name when it set one. A 5xx refusal is permanent (the address bounced); anything else is
 * tried again later.
 */
export function smtpMailer(url: string, from: string, options: { timeoutMs?: number } = {}): Mailer {
  // A server that stops answering is given up after a minute (nodemailer waits ten by default) and tried later.
  const timeout = options.timeoutMs ?? 60_000;
  const transport = nodemailer.createTransport({
    url,
    // A few connections kept open and reused: a queue of thousands goes out in minutes, not hours. A connection
    // the server dropped fails one message, which is tried again.
    pool: true,
    maxConnections: SEND_CONCURRENCY,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  const domain = addressOf(from).split('@')[1] ?? 'localhost';
  return {
    configured: true,
    async send(message) {
      try {
        const info = await transport.sendMail({
          from: message.senderName ? { name: message.senderName, address: addressOf(from) } : from,
          to: message.to,
          ...(message.key && { messageId: `<ritm.${message.key}@${domain}>` }),
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.replyTo && { replyTo: message.replyTo }),
          ...(message.unsubscribeUrl && {
            list: { unsubscribe: { url: message.unsubscribeUrl, comment: 'Отписаться' } },
          }),
        });
        return typeof info.response === 'string' ? info.response : undefined;
      } catch (error) {
        const code = (error as { responseCode?: unknown }).responseCode;
        if (typeof code === 'number' && code >= 500 && code < 600)
          throw new PermanentDeliveryError('bounced', error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP (development): each message is printed, so a sign-in code can be read from the console; the outbox
 * records it as «канал не настроен».
 */
export function consoleMailer(): Mailer {
  return {
    configured: false,
    async send(message) {
      console.info(`Письмо для ${message.to} — «${message.subject}»\n${message.text}\n`);
      return undefined;
    },
  };
}
