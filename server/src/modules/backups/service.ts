import type { Kysely } from 'kysely';
import { BACKUP_OVERDUE_HOURS, type BackupKind, type BackupStatus } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import * as runs from './repository.ts';

// Резервные копии (docs/backups.md). The copies themselves are the Node host's (server/node/backups): this module
// keeps what each attempt ended with, so that every process of an installation — and the admin's page — knows it.

const HOUR_MS = 3_600_000;
/** How long the attempts are remembered: longer than the oldest copy retention keeps (12 months). */
const KEEP_RUNS_DAYS = 400;

export type BackupRun = {
  kind: BackupKind;
  startedAt: Date;
  finishedAt: Date;
  file: string | null;
  sizeBytes: number | null;
  /** Null when the copy was made, checked and handed on. */
  error: string | null;
};

export async function recordBackupRun(db: Kysely<Database>, run: BackupRun): Promise<void> {
  await runs.insertRun(db, {
    kind: run.kind,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt.toISOString(),
    file: run.file,
    size_bytes: run.sizeBytes,
    error: run.error,
  });
  await runs.deleteRunsBefore(
    db,
    new Date(run.finishedAt.getTime() - KEEP_RUNS_DAYS * 24 * HOUR_MS).toISOString(),
  );
}

/** When the newest successful copy and the newest attempt of any outcome finished: what the nightly loop asks. */
export async function lastBackupTimes(
  db: Kysely<Database>,
): Promise<{ success: Date | null; attempt: Date | null }> {
  const [success, failure] = await Promise.all([
    runs.newestRun(db, 'success'),
    runs.newestRun(db, 'failure'),
  ]);
  const times = [success, failure].flatMap((run) => (run ? [Date.parse(run.finished_at)] : []));
  return {
    success: success ? new Date(success.finished_at) : null,
    attempt: times.length > 0 ? new Date(Math.max(...times)) : null,
  };
}

/** What the admin sees: the newest good copy, a failure after it, and whether the good copy is too old. */
export async function backupStatus(db: Kysely<Database>, now: Date): Promise<BackupStatus> {
  const [success, failure] = await Promise.all([
    runs.newestRun(db, 'success'),
    runs.newestRun(db, 'failure'),
  ]);
  const failedSince = failure && (!success || failure.finished_at > success.finished_at);
  return {
    last_success: success
      ? {
          finished_at: success.finished_at,
          kind: success.kind,
          file: success.file ?? '',
          size_bytes: Number(success.size_bytes ?? 0),
        }
      : null,
    last_failure: failedSince
      ? { finished_at: failure.finished_at, kind: failure.kind, error: failure.error ?? '' }
      : null,
    overdue: !success || now.getTime() - Date.parse(success.finished_at) > BACKUP_OVERDUE_HOURS * HOUR_MS,
  };
}
