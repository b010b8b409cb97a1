import type { Generated, Insertable, Selectable } from 'kysely';
import type { BackupKind } from '../../../../src/contract/index.ts';

// The backups module's table: one row per attempt to copy the database (docs/backups.md). The Node host and
// `npm run backup` write it through the service; the admin's /admin/schools reads it.

export type BackupRunTable = {
  id: Generated<number>;
  kind: BackupKind;
  started_at: string;
  finished_at: string;
  /** The copy's file name in BACKUP_DIR: always on a success; on a failure when only BACKUP_COMMAND failed. */
  file: string | null;
  size_bytes: number | null;
  /** Why the attempt failed, in Russian; null on a success. */
  error: string | null;
};

export type BackupRunRow = Selectable<BackupRunTable>;
export type NewBackupRun = Insertable<BackupRunTable>;

export type BackupTables = {
  backup_runs: BackupRunTable;
};
