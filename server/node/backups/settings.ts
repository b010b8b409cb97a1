import { sqliteFileIn } from '../database.ts';
import type { Env } from '../env.ts';
import type { HostBackupSettings } from './host-backups.ts';
import type { BackupSource } from './make-backup.ts';

/**
 * The server's time zone: BACKUP_HOUR and retention's days count in it. Node takes it from TZ (`TZ=Europe/Moscow`)
 * or the system; a container without either runs in UTC.
 */
export const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function backupSettings(env: Env): HostBackupSettings {
  return { dir: env.BACKUP_DIR, command: env.BACKUP_COMMAND, zone: serverTimeZone(), hour: env.BACKUP_HOUR };
}

/** What a backup copies. pg_dump needs a session of its own, so it skips a pooler in transaction mode. */
export function backupSource(env: Env): BackupSource {
  return env.DATABASE_DIRECT_URL
    ? { databaseUrl: env.DATABASE_DIRECT_URL }
    : { sqliteFile: sqliteFileIn(env.DATA_DIR) };
}
