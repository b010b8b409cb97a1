import type { Kysely } from 'kysely';
import { BACKUP_OVERDUE_HOURS, type Clock, wallTimeIn } from '../../../src/contract/index.ts';
import { migrationState } from '../../src/db/migrate.ts';
import type { Database } from '../../src/db/schema.ts';
import { backupStatus, lastBackupTimes, recordBackupRun } from '../../src/modules/backups/service.ts';
import { type BackupOutcome, type BackupSettings, type BackupSource, makeBackup } from './make-backup.ts';
import { loud, outcomeLines } from './report.ts';
import { backupDue } from './schedule.ts';

// The Node host's side of backups (docs/backups.md): a copy before migrations change a SQLite database, the
// nightly copy, and a loud word at start when the last good copy is missing, failed or old.

/** How often the host asks whether the night's copy is due. */
const CHECK_INTERVAL_MS = 60_000;

export type HostBackupSettings = BackupSettings & { hour: number };

function say(outcome: BackupOutcome, settings: BackupSettings): void {
  const lines = outcomeLines(outcome, settings.command);
  if (outcome.error) console.error(loud(lines));
  else console.info(lines.join('\n'));
}

/** Writes the run down for the admin's page; a database that cannot take it is said, not thrown. */
export async function recordRun(db: Kysely<Database>, outcome: BackupOutcome): Promise<void> {
  try {
    await recordBackupRun(db, outcome);
  } catch (error) {
    console.error('Итог резервной копии не записан в базу:', error instanceof Error ? error.message : error);
  }
}

/**
 * Copies a SQLite database that migrations are about to change — the way back from a bad migration. A new
 * database (nothing applied yet) and an up-to-date one are left alone. Throws when no copy could be made: the
 * migration then waits until one can (free space, BACKUP_DIR). The run is returned for recording after migrating
 * (before that, the table of runs may not exist yet).
 */
export async function backupBeforeMigrations(
  db: Kysely<Database>,
  source: BackupSource,
  settings: BackupSettings,
  now: Clock,
): Promise<BackupOutcome | null> {
  const { applied, pending } = await migrationState(db);
  if (applied === 0 || pending.length === 0) return null;
  console.info(`База будет обновлена (${pending.join(', ')}): сначала — резервная копия.`);
  const outcome = await makeBackup(source, settings, 'pre-migration', now);
  say(outcome, settings);
  if (!outcome.path)
    throw new Error(
      `Обновление базы отменено: резервная копия перед миграцией не сделана (${outcome.error}). ` +
        `Проверьте папку ${settings.dir} (место на диске, права) и запустите сервер снова.`,
    );
  return outcome;
}

/** At start: a missing, failed or old backup is said so that nobody misses it. */
export async function reportBackupHealth(
  db: Kysely<Database>,
  now: Clock,
  zone: string,
  makesOwnCopies: boolean,
): Promise<void> {
  const status = await backupStatus(db, now());
  const when = (iso: string) => {
    const wall = wallTimeIn(zone, new Date(iso));
    return `${wall.date} ${wall.time}`;
  };
  const lines: string[] = [];
  if (status.last_failure)
    lines.push(
      `Последняя резервная копия не удалась (${when(status.last_failure.finished_at)}): ${status.last_failure.error}`,
    );
  if (status.overdue)
    lines.push(
      status.last_success
        ? `Последней удачной резервной копии больше ${BACKUP_OVERDUE_HOURS} часов: ${status.last_success.file}, ${when(status.last_success.finished_at)}.`
        : 'Резервных копий базы ещё нет.',
    );
  if (lines.length === 0) return;
  lines.push(
    makesOwnCopies
      ? 'Сервер сделает копию сейчас и дальше будет делать её каждую ночь (docs/backups.md).'
      : 'Настройте `npm run backup` по расписанию (cron, systemd) — docs/backups.md.',
  );
  console.error(loud(lines));
}

export type BackupLoop = { stop: () => void; runNow: () => Promise<void> };

/** The nightly copy of a SQLite installation: checked every minute, made once a day from BACKUP_HOUR. */
export function startBackupLoop(
  db: Kysely<Database>,
  source: BackupSource,
  settings: HostBackupSettings,
  now: Clock,
): BackupLoop {
  let running: Promise<void> | null = null;
  const runNow = () => {
    running ??= (async () => {
      if (!backupDue(now(), settings.zone, settings.hour, await lastBackupTimes(db))) return;
      const outcome = await makeBackup(source, settings, 'daily', now);
      await recordRun(db, outcome);
      say(outcome, settings);
    })()
      .catch((error: unknown) => console.error(loud([`Резервная копия: ${String(error)}`])))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runNow(), CHECK_INTERVAL_MS);
  timer.unref();
  void runNow();
  return { stop: () => clearInterval(timer), runNow };
}
