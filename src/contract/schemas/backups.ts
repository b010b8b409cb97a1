import { z } from 'zod';

// Резервные копии (docs/backups.md): what the platform admin sees of them on /admin/schools. The Node host makes
// the copies and records each attempt; the answer is the newest success, a failure after it, and whether the
// newest success is too old.

/** Why a copy was made: the nightly one, `npm run backup`, or the one before a migration changes the database. */
export const backupKinds = ['daily', 'manual', 'pre-migration'] as const;
export type BackupKind = (typeof backupKinds)[number];

/** A copy older than this (or none at all) is shown to the admin and logged loudly at the server's start. */
export const BACKUP_OVERDUE_HOURS = 36;

export const backupStatusSchema = z.object({
  /** The newest copy that was made, passed its check and, with BACKUP_COMMAND, was handed on. */
  last_success: z
    .object({
      finished_at: z.string(),
      kind: z.enum(backupKinds),
      /** The copy's file name in BACKUP_DIR. */
      file: z.string(),
      size_bytes: z.number().int().nonnegative(),
    })
    .nullable(),
  /** The newest failed attempt when it came after the last success: the reason, in Russian. */
  last_failure: z
    .object({
      finished_at: z.string(),
      kind: z.enum(backupKinds),
      error: z.string(),
    })
    .nullable(),
  /** No successful copy in the last BACKUP_OVERDUE_HOURS hours. */
  overdue: z.boolean(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
