import { existsSync } from 'node:fs';
import { systemClock } from '../../src/contract/index.ts';
import { recordRun } from './backups/host-backups.ts';
import { makeBackup } from './backups/make-backup.ts';
import { outcomeLines } from './backups/report.ts';
import { describeDatabase } from './backups/restore.ts';
import { backupSettings, backupSource } from './backups/settings.ts';
import { createDatabase } from './database.ts';
import { parseEnv } from './env.ts';

// `npm run backup` (docs/backups.md): one copy now, by the same run as the server's nightly one — SQLite's online
// backup of DATA_DIR's database (beside a running server too), or pg_dump with DATABASE_URL (DATABASE_DIRECT_URL past
// a pooler) — checked, handed to BACKUP_COMMAND, retention applied, the outcome recorded for the admin's page. Exit
// code 1 when it failed.

const env = (() => {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
})();
const source = backupSource(env);
const settings = backupSettings(env);

if ('sqliteFile' in source && !existsSync(source.sqliteFile)) {
  console.error(`Базы ещё нет: ${source.sqliteFile}. Копировать нечего (проверьте DATA_DIR).`);
  process.exit(1);
}
console.info(
  'sqliteFile' in source
    ? `Копирую базу SQLite ${source.sqliteFile} в ${settings.dir}…`
    : `Копирую базу PostgreSQL ${describeDatabase(source.databaseUrl)} (pg_dump) в ${settings.dir}…`,
);
const outcome = await makeBackup(source, settings, 'manual', systemClock);
const lines = outcomeLines(outcome, settings.command);
if (outcome.error) console.error(lines.join('\n'));
else console.info(lines.join('\n'));

// The run is recorded the way the server writes: through DATABASE_URL (a pooler, if there is one).
const database = createDatabase(
  'sqliteFile' in source ? { sqliteFile: source.sqliteFile } : { databaseUrl: env.DATABASE_URL },
);
await recordRun(database.db, outcome);
await database.destroy();
process.exitCode = outcome.error ? 1 : 0;
