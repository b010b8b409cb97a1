import { type BackupKind, dayIn } from '../../../src/contract/index.ts';

// Which copies stay (docs/backups.md, «Сколько копий хранится»): the newest copy of each of the 7 newest days that
// have one, of each of the 4 newest weeks (Monday to Sunday) and of each of the 12 newest months — restic's
// `--keep-daily 7 --keep-weekly 4 --keep-monthly 12`. A copy may count for several rules at once, so with one copy
// a night 20 or so remain, and the oldest is about a year old. Besides, the newest copy made before a migration stays
// until the next migration's: the way back from a bad one should not go with the next night's copy. Days, weeks
// and months are the installation's (BACKUP_HOUR's zone). Pure, so a simulated year checks it
// (server/test/backups/retention.test.ts).

export type RetentionPolicy = { daily: number; weekly: number; monthly: number };

export const RETENTION: RetentionPolicy = { daily: 7, weekly: 4, monthly: 12 };

export type Copy = { name: string; at: Date; kind: BackupKind; attempt?: number };

/** The Monday that starts the ISO week of a `YYYY-MM-DD` day. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

const buckets: [keyof RetentionPolicy, (day: string) => string][] = [
  ['daily', (day) => day],
  ['weekly', weekOf],
  ['monthly', (day) => day.slice(0, 7)],
];

/** The names of the copies the policy keeps; every other copy may be deleted. */
export function copiesToKeep(copies: readonly Copy[], zone: string, policy = RETENTION): Set<string> {
  const newestFirst = [...copies].sort(
    (a, b) => b.at.getTime() - a.at.getTime() || (b.attempt ?? 1) - (a.attempt ?? 1),
  );
  const keep = new Set<string>();
  const beforeMigration = newestFirst.find((copy) => copy.kind === 'pre-migration');
  if (beforeMigration) keep.add(beforeMigration.name);
  for (const [rule, bucketOf] of buckets) {
    const seen = new Set<string>();
    for (const copy of newestFirst) {
      const bucket = bucketOf(dayIn(zone, copy.at));
      if (seen.has(bucket)) continue;
      if (seen.size === policy[rule]) break;
      seen.add(bucket);
      keep.add(copy.name);
    }
  }
  return keep;
}

/** The copies the policy lets go, oldest first. */
export function copiesToDelete(copies: readonly Copy[], zone: string, policy = RETENTION): Copy[] {
  const keep = copiesToKeep(copies, zone, policy);
  return copies.filter((copy) => !keep.has(copy.name)).sort((a, b) => a.at.getTime() - b.at.getTime());
}
