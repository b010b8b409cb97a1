import nodemailer from 'nodemailer';
import type { Mailer } from '../src/modules/outbox/mailer.ts';

/**
 * Email through SMTP (`SMTP_URL`, e.g. `smtp://user:pass@host:587`, `smtps://…:465`), from `MAIL_FROM`. One
 * connection per message: messages are few (codes, invitations, reminders) and a pooled connection that the
 * server dropped would only fail the next one.
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}

/** Without SMTP (development): each message is printed, so a sign-in code can be read from the console. */
export function consoleMailer(): Mailer {
  return {
    async send(message) {
      console.info(`Письмо для ${message.to} — «${message.subject}»\n${message.text}\n`);
    },
  };
}
