import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for the fullstack project (Playwright's global setup): the server under test
 * sends its mail here (SMTP_URL in playwright.config.ts) and each message lands as a JSON file that a test reads
 * (`mailbox.ts`). Started once per run; the server's outbox retries if a message comes before it listens.
 */
export const MAIL_SINK_PORT = 2526;
export const MAIL_DIR = join('test-results', 'mail');

export default async function startMailSink() {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // What is left open at the end is the server's idle pool of connections; closing waited up to 30 s for it.
    closeTimeout: 200,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          count += 1;
          const message = {
            to: to?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          };
          writeFileSync(
            join(MAIL_DIR, `${Date.now()}-${String(count).padStart(5, '0')}.json`),
            JSON.stringify(message),
          );
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(MAIL_SINK_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
