import type { Mailer, MailMessage } from '../server/src/modules/outbox/mailer.ts';
import { mailedCode } from '../src/contract/index.ts';

/** A message the mock host "sent": what a mail server would have received, and when (the host's clock). */
export type MockMail = MailMessage & { sent_at: string };

/**
 * The mock host's post: the outbox delivers here instead of SMTP, and QA reads it from the page
 * (`window.__ritmMail`). Messages are kept newest last; they live as long as the page (a reload starts empty).
 */
export type MockMailbox = {
  readonly messages: readonly MockMail[];
  /** The messages to one address, newest last (addresses compare without case). */
  to(email: string): MockMail[];
  /** The 6-digit code of the newest message to the address that carries one (sign-in, email change), or null. */
  lastCode(email: string): string | null;
  clear(): void;
};

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The mailbox and the mailer that fills it. */
export type MockPost = { mailbox: MockMailbox; mailer: Mailer };

export function mockPost(now: () => Date): MockPost {
  // One array for the page's life: what `window.__ritmMail.messages` points at stays current.
  const messages: MockMail[] = [];
  const to = (email: string) => messages.filter((message) => sameAddress(message.to, email));
  const mailbox: MockMailbox = {
    messages,
    to,
    lastCode: (email) => {
      for (const message of to(email).reverse()) {
        const code = mailedCode(message.text);
        if (code) return code;
      }
      return null;
    },
    clear: () => {
      messages.length = 0;
    },
  };
  // The page's mailbox is the mock host's real channel: what it holds was "sent".
  const mailer: Mailer = {
    configured: true,
    async send({ to, subject, text, html }) {
      messages.push({ to, subject, text, html, sent_at: now().toISOString() });
      return 'mock mailbox';
    },
  };
  return { mailbox, mailer };
}
