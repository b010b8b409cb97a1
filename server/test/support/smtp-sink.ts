import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { mailedCode } from '../../../src/contract/index.ts';

export type ReceivedMail = {
  to: string;
  from: string;
  /** The sender's display name (the school's sender name). */
  fromName: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The List-Unsubscribe header, as the message carried it. */
  listUnsubscribe: string;
};

export type SmtpSink = {
  /** `smtp://127.0.0.1:<port>` — what SMTP_URL would say. */
  url: string;
  messages: ReceivedMail[];
  /** The messages one address got, oldest first. */
  to: (address: string) => ReceivedMail[];
  /** The six digits of the newest code sent to an address. */
  lastCode: (address: string) => string;
  /** How many messages it accepted (also when it keeps none: a benchmark's sink). */
  count?: () => number;
  /** Refuses mail to an address for good (550 at RCPT TO), as a mail server does for one that does not exist. */
  refuse: (address: string) => void;
  /** Answers the next `count` messages with a temporary failure (451), or — `hang` — never answers them. */
  failNext: (count: number, how?: 'temporary' | 'hang') => void;
  close: () => Promise<void>;
};

class SmtpReply extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
  }
}

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives, parsed: tests send mail
 * through nodemailer to it exactly as the Node host sends to a school's mail server. It can refuse an address or
 * fail for a while, as real servers do.
 */
export async function startSmtpSink(
  options: { keep?: boolean } = {},
): Promise<SmtpSink & { count: () => number }> {
  const keep = options.keep ?? true;
  let count = 0;
  const messages: ReceivedMail[] = [];
  const refused = new Set<string>();
  let failing = 0;
  let failure: 'temporary' | 'hang' = 'temporary';
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // At a test's end only a sender's idle pool is left connected; closing would wait up to 30 s for it.
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase()))
        return callback(new SmtpReply('Нет такого адреса', 550));
      callback();
    },
    onData(stream, _session, callback) {
      if (failing > 0) {
        failing -= 1;
        stream.resume();
        if (failure === 'hang') return;
        return stream.on('end', () => callback(new SmtpReply('Попробуйте позже', 451)));
      }
      count += 1;
      if (!keep) {
        stream.resume();
        return stream.on('end', () => callback());
      }
      simpleParser(stream).then(
        (parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          const replyTo = parsed.replyTo?.value[0]?.address ?? '';
          const unsubscribe =
            parsed.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '';
          messages.push({
            to: to?.value[0]?.address ?? '',
            from: parsed.from?.value[0]?.address ?? '',
            fromName: parsed.from?.value[0]?.name ?? '',
            replyTo,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            listUnsubscribe: unsubscribe,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A client killed mid-message resets its connection: that is the client's end, not the server's failure.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') console.error('SMTP sink:', error);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => messages.filter((message) => message.to === address);
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    count: () => count,
    to,
    lastCode: (address) => {
      const code = to(address)
        .map((message) => mailedCode(message.text))
        .findLast((found) => found !== null);
      if (!code) throw new Error(`No code was mailed to ${address}`);
      return code;
    },
    refuse: (address) => refused.add(address.toLowerCase()),
    failNext: (count, how = 'temporary') => {
      failing = count;
      failure = how;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
