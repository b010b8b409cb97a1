import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { demoAdmin, demoOwner } from '../../src/contract/index.ts';
import { createApp } from './app.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { parseEnv } from './env.ts';
import { adminExists, emailExists } from './modules/users/repository.ts';
import { demoLogins, formatLoginsTable } from './seed/demo-logins.ts';
import { ensureAdmin } from './seed/ensure-admin.ts';
import { seedDemo } from './seed/seed-demo.ts';

// Entry of `npm start` / `npm run dev`: settings → database → migrations → admin → demo → HTTP.

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

const database = createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const { db } = database;
await migrateToLatest(db);

const admin =
  env.ADMIN_EMAIL && env.ADMIN_PASSWORD
    ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
    : env.SEED_DEMO
      ? demoAdmin
      : null;
if (admin) {
  await ensureAdmin(db, admin);
} else if (!(await adminExists(db))) {
  console.warn(
    'Внимание: администратор платформы не создан. Задайте ADMIN_EMAIL и ADMIN_PASSWORD и перезапустите сервер.',
  );
}
if (env.SEED_DEMO) await seedDemo(db);

const app = createApp({
  db,
  cookieSecure: env.COOKIE_SECURE,
  trustProxy: env.TRUST_PROXY,
  serveStatic: distDir,
});
const server = serve({ fetch: app.fetch, port: env.PORT }, async (info) => {
  const storage = database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite в ${env.DATA_DIR}`;
  console.info(`Ритм запущен: http://localhost:${info.port} (база: ${storage})`);
  if (env.SEED_DEMO && admin && (await emailExists(db, demoOwner.account.email))) {
    console.info(`Демо-входы:\n${formatLoginsTable(demoLogins(admin.email))}`);
  }
});

function shutdown(signal: string) {
  console.info(`${signal}: останавливаю сервер…`);
  const forceExit = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
  forceExit.unref();
  server.close(() => {
    database.destroy().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  // Idle keep-alive connections would hold close() open; requests in flight still finish.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}

process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
