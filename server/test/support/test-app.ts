import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { smtpMailer } from '../../node/mailer.ts';
import { type AppOptions, createApp } from '../../src/app.ts';
import type { SqlDialect } from '../../src/db/dialect.ts';
import type { Database } from '../../src/db/schema.ts';
import { type JobRun, runDailyJobs } from '../../src/jobs/daily-jobs.ts';
import { deliverDue } from '../../src/modules/outbox/delivery.ts';
import { pollBotOnce } from '../../src/modules/telegram/polling.ts';
import { telegramSender } from '../../src/modules/telegram/service.ts';
import { type FakeTelegram, startFakeTelegram } from './fake-telegram.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { createTestClock, type TestClock } from './test-clock.ts';
import { createTestDatabase, type Reach } from './test-database.ts';

export type TestApp = ReturnType<typeof createApp>;

export type TestContext = {
  app: TestApp;
  db: Kysely<Database>;
  clock: TestClock;
  dialect: SqlDialect;
  /** The host's daily jobs at the clock's instant (jobs/daily-jobs.ts), as the host's loop would run them. */
  runJobs: () => Promise<JobRun[]>;
  /**
   * The same application in another process: on PostgreSQL a second app over its own pools and writer on the same
   * database (two `npm start` behind a balancer); on SQLite, which one process serves, the app itself.
   */
  otherProcess: () => TestApp;
  /** The database as that other process reaches it (its own pools on PostgreSQL; the same handle on SQLite). */
  otherProcessDb: () => Kysely<Database>;
  /** A real SMTP server the app's mail goes to through nodemailer (`mail: true`), and the outbox's delivery. */
  mailbox: SmtpSink;
  deliverMail: () => Promise<void>;
  /** A loopback Bot API the app's Telegram calls go to (`telegram: true`), and one poll of a school's bot. */
  telegram: FakeTelegram;
  pollBot: (schoolId: number) => Promise<number | null>;
  close: () => Promise<void>;
};

/** Where links in the test app's messages lead. */
export const TEST_PUBLIC_URL = 'http://ritm.test';

type TestAppOptions = Omit<AppOptions, 'db' | 'now'> &
  Reach & { seed?: boolean; mail?: boolean; telegram?: boolean };

/** An app over a fresh database seeded like production's demo (the admin, the demo school and a second school; their ids: demo-ids.ts). */
export async function createTestApp(dialect: SqlDialect, options: TestAppOptions = {}): Promise<TestContext> {
  const { seed = true, mail = false, telegram: withTelegram = false, pooled, ...appOptions } = options;
  const telegram = withTelegram ? await startFakeTelegram() : undefined;
  if (telegram) appOptions.telegramApiUrl = telegram.url;
  const database = await createTestDatabase(dialect, { pooled }, seed ? 'seeded' : 'migrated');
  const clock = createTestClock();
  const mailbox = mail ? await startSmtpSink() : undefined;
  appOptions.publicUrl ??= TEST_PUBLIC_URL;
  appOptions.mailConfigured ??= mail;
  const app = createApp({ ...appOptions, db: database.db, now: clock.now, writer: database.writer });
  const runJobs = () =>
    runDailyJobs(database.db, database.writer, clock.now(), { publicUrl: TEST_PUBLIC_URL });
  // A mail server that stops answering is given up after a second here (a minute on the host).
  const mailer = mailbox ? smtpMailer(mailbox.url, 'school@ritm.test', { timeoutMs: 1000 }) : undefined;
  const deliverMail = async () => {
    if (!mailer) throw new Error('This test app has no mail: create it with { mail: true }');
    await deliverDue(database.db, mailer, clock.now(), telegram && telegramSender(database.db, telegram.url));
  };
  let other: { app: TestApp; db: Kysely<Database>; close: () => Promise<void> } | undefined;
  const openOther = () => {
    if (!database.openAnother) return { app, db: database.db };
    if (!other) {
      const handle = database.openAnother();
      const otherApp = createApp({ ...appOptions, db: handle.db, now: clock.now, writer: handle.writer });
      other = { app: otherApp, db: handle.db, close: handle.destroy };
    }
    return other;
  };
  const otherProcess = () => openOther().app;
  const close = async () => {
    await other?.close();
    mailer?.close?.();
    await mailbox?.close();
    await telegram?.close();
    await database.destroy();
  };
  return {
    app,
    db: database.db,
    clock,
    dialect,
    runJobs,
    otherProcess,
    otherProcessDb: () => openOther().db,
    mailbox: mailbox as SmtpSink,
    deliverMail,
    telegram: telegram as FakeTelegram,
    pollBot: (schoolId) => {
      if (!telegram) throw new Error('This test app has no Telegram: create it with { telegram: true }');
      const deps = {
        db: database.db,
        writer: database.writer,
        now: clock.now,
        apiUrl: telegram.url,
        owner: 'test',
      };
      return pollBotOnce(deps, schoolId, 0);
    },
    close,
  };
}

/**
 * One app per test file (per dialect), created before its tests and destroyed after. The returned object is
 * filled in `beforeAll`, so read its fields inside tests only.
 */
export function useTestApp(dialect: SqlDialect, options: TestAppOptions = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    Object.assign(context, await createTestApp(dialect, options));
  });
  afterAll(async () => {
    await context.close?.();
  });
  return context;
}
