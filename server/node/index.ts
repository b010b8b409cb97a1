import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { demoAdmin, demoCabinet, demoOwner, systemClock } from '../../src/contract/index.ts';
import { createApp } from '../src/app.ts';
import { installPasswordHashing } from '../src/auth/password.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { memorySchoolEvents } from '../src/events/school-events.ts';
import { startJobLoop } from '../src/jobs/job-loop.ts';
import { startOutboxLoop } from '../src/jobs/outbox-loop.ts';
import { startTelegramPolling } from '../src/modules/telegram/polling.ts';
import { telegramSender } from '../src/modules/telegram/service.ts';
import { startWebhookUpkeep } from '../src/modules/telegram/webhook.ts';
import { adminExists, emailExists } from '../src/modules/users/repository.ts';
import { demoLogins, formatLoginsTable } from '../src/seed/demo-logins.ts';
import { ensureAdmin } from '../src/seed/ensure-admin.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import {
  backupBeforeMigrations,
  recordRun,
  reportBackupHealth,
  startBackupLoop,
} from './backups/host-backups.ts';
import { backupSettings, backupSource } from './backups/settings.ts';
import { nodeBrotli } from './brotli.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { createDatabase } from './database.ts';
import { drainOnClose } from './drain.ts';
import { parseEnv } from './env.ts';
import { consoleMailer, smtpMailer } from './mailer.ts';
import { nodeScrypt } from './node-scrypt.ts';
import { postgresSchoolEvents } from './postgres-events.ts';
import { nodeSocketAddress } from './socket-address.ts';
import { spaRoutes } from './spa.ts';
import { resolveHost, webhookPost } from './webhook-post.ts';

// The Node host (`npm start` / `npm run dev`): settings → database → migrations → admin → demo → HTTP.
// The application itself is the isomorphic core in server/src; this file gives it Node's pieces.
//
// `npm start` runs it with --heap-growing-percent=50. By default V8 lets the old generation grow to several times
// what is live before a full collection: under steady traffic a process holding 3 000 event streams (about 75 MB
// live) sat at 400–480 MB resident; with the heap let grow by half it stays near 300 MB, for a full collection of
// 15–25 ms every few seconds. A growth factor, not a ceiling: a large archive or import still gets the memory it needs.

const SHUTDOWN_GRACE_MS = 5000;
const distDir = fileURLToPath(new URL('../../dist', import.meta.url));

const env = (() => {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
})();

// One process per SQLite data directory: `npm run restore` takes the same lock before it replaces the database.
// Held (and referenced, so that no garbage collection closes it) until the process ends.
const dataDirLock = env.DATABASE_URL ? null : lockDataDir(env.DATA_DIR);
if (!env.DATABASE_URL && !dataDirLock) {
  console.error(
    `Папку данных ${env.DATA_DIR} уже использует другой процесс Ритма (сервер или npm run restore). ` +
      'Остановите его или укажите другую папку в DATA_DIR.',
  );
  process.exit(1);
}

installPasswordHashing(nodeScrypt);
const database = createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const { db, writer } = database;
// Backups (docs/backups.md): a SQLite database is copied before a migration changes it and every night; on
// PostgreSQL `npm run backup` (pg_dump) runs by the administrator's schedule.
const backups = backupSettings(env);
const backupFrom = backupSource(env);
const ownBackups = database.dialect === 'sqlite';
const copyBeforeMigrating = ownBackups
  ? await backupBeforeMigrations(db, backupFrom, backups, systemClock).catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    })
  : null;
await migrateToLatest(db);
if (copyBeforeMigrating) await recordRun(db, copyBeforeMigrating);

const admin =
  env.ADMIN_EMAIL && env.ADMIN_PASSWORD
    ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
    : env.SEED_DEMO
      ? demoAdmin
      : null;
if (admin) {
  await ensureAdmin(db, admin, systemClock());
  if (admin === demoAdmin) {
    console.warn(
      `Внимание: администратор платформы — демо-доступ ${demoAdmin.email} с опубликованным паролем. ` +
        'Смените пароль в профиле («Сменить пароль») или задайте ADMIN_EMAIL и ADMIN_PASSWORD; ' +
        'без демо-данных (SEED_DEMO=0) администратор создаётся только из этих переменных.',
    );
  }
} else if (!(await adminExists(db))) {
  console.warn(
    'Внимание: администратор платформы не создан. Задайте ADMIN_EMAIL и ADMIN_PASSWORD и перезапустите сервер.',
  );
}
if (env.SEED_DEMO) await seedDemo(db, systemClock());

// Mail (sign-in codes, invitations) leaves through the outbox: written with its cause, delivered by this loop.
const mailer = env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : consoleMailer();
if (!env.SMTP_URL) {
  console.warn(
    'Почта не настроена (SMTP_URL): письма — коды входа в личный кабинет и приглашения — печатаются в эту консоль.',
  );
}
// Webhooks go to public addresses only (names resolved), unless WEBHOOK_ALLOW_PRIVATE_NETWORKS (development, tests).
const webhookAddresses = { allowPrivateNetworks: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS, resolve: resolveHost };
const outbox = startOutboxLoop(
  db,
  mailer,
  systemClock,
  telegramSender(db, env.TELEGRAM_API_URL),
  webhookPost(webhookAddresses),
);
// Links in messages (unsubscribe, the cabinet) lead to the installation's public address.
const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;

// Several processes on one PostgreSQL share live updates through it (LISTEN on the database's own address, past a
// pooler); one SQLite process keeps them in memory.
const events = env.DATABASE_URL
  ? await postgresSchoolEvents(env.DATABASE_URL, env.DATABASE_DIRECT_URL)
  : memorySchoolEvents();
const app = createApp({
  db,
  now: systemClock,
  writer,
  events,
  cookieSecure: env.COOKIE_SECURE,
  trustProxy: env.TRUST_PROXY,
  registrationsPerHour: env.REGISTRATIONS_PER_HOUR,
  socketAddress: nodeSocketAddress,
  site: spaRoutes(distDir),
  compress: true,
  brotli: nodeBrotli,
  kickOutbox: outbox.kick,
  telegramApiUrl: env.TELEGRAM_API_URL,
  publicUrl,
  mailConfigured: mailer.configured,
  telegramWebhook: env.TELEGRAM_WEBHOOK,
  webhookAddresses,
});
// Schools' Telegram bots: by webhook on a public https address (a bot not yet pointed here is, within a minute),
// else one long poll per bot across processes (a lease on the bot's row).
const telegram = env.TELEGRAM_WEBHOOK
  ? startWebhookUpkeep(db, { apiUrl: env.TELEGRAM_API_URL, publicUrl })
  : startTelegramPolling({
      db,
      writer,
      now: systemClock,
      apiUrl: env.TELEGRAM_API_URL,
      owner: `${hostname()}:${process.pid}`,
    });
// What changes as days pass (expired visits burn, the weeks ahead get their lessons) is the host's daily work.
const jobs = startJobLoop(db, writer, systemClock, { publicUrl });
await reportBackupHealth(db, systemClock, backups.zone, ownBackups);
const backupLoop = ownBackups ? startBackupLoop(db, backupFrom, backups, systemClock) : null;
// A deep accept queue: when another process stops, its thousands of event streams reconnect here within a second
// or two, faster than a busy event loop accepts them; past Node's default queue (511) the kernel dropped them and
// those browsers met reset connections.
const LISTEN_BACKLOG = 4096;
const server = createAdaptorServer({ fetch: app.fetch }) as HttpServer;
server.listen({ port: env.PORT, backlog: LISTEN_BACKLOG }, async () => {
  const info = server.address() as AddressInfo;
  const storage = database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite в ${env.DATA_DIR}`;
  console.info(`Ритм запущен: http://localhost:${info.port} (база: ${storage})`);
  if (env.SEED_DEMO && admin && (await emailExists(db, demoOwner.account.email))) {
    console.info(`Демо-входы:\n${formatLoginsTable(demoLogins(admin.email))}`);
    console.info(
      `Личный кабинет родителей: http://localhost:${info.port}/cabinet — вход по email ${demoCabinet.family} ` +
        `(демо-семья, мама двух учениц); код придёт ${env.SMTP_URL ? 'письмом' : 'в эту консоль'}.`,
    );
  }
});

// The server drains on SIGTERM: answers in flight finish, nothing new is accepted (drain.ts).
const draining = drainOnClose(server);

function shutdown(signal: string) {
  console.info(`${signal}: останавливаю сервер…`);
  const forceExit = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
  forceExit.unref();
  // Open event streams end (browsers reconnect to whichever process answers next), and so does any opened on a
  // connection that was already there; the requests in flight still finish, and still publish their changes.
  events.close();
  jobs.stop();
  backupLoop?.stop();
  outbox.stop();
  mailer.close?.();
  telegram.stop();
  draining
    .drain()
    .then(() => events.end())
    .then(() => database.destroy())
    .then(
      () => {
        dataDirLock?.release();
        process.exit(0);
      },
      () => process.exit(1),
    );
}

process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
