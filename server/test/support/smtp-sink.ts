import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string; from: string; subject: string; text: string; html: string };

export type SmtpSink = {
  /** `smtp://127.0.0.1:<port>` — what SMTP_URL would say. */
  url: string;
  messages: ReceivedMail[];
  /** The messages one address got, oldest first. */
  to: (address: string) => ReceivedMail[];
  /** The six digits of the newest code sent to an address. */
  lastCode: (address: string) => string;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives, parsed: tests send mail
 * through nodemailer to it exactly as the Node host sends to a school's mail server.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          messages.push({
            to: to?.value[0]?.address ?? '',
            from: parsed.from?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => messages.filter((message) => message.to === address);
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to,
    lastCode: (address) => {
      const code = to(address)
        .at(-1)
        ?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`No code was mailed to ${address}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
