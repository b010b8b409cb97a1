import type { BackupKind } from '../../../src/contract/index.ts';

// A copy's name says when it was made (UTC, so it sorts and never repeats across a clock change), why, and what it
// is: `ritm-20260514T000000Z-daily.sqlite`, `ritm-20260514T101500Z-manual.dump`. Only names of this shape are
// copies — retention never touches another file — and a copy being written has a name of another shape
// (`.ritm-….partial`), so a half-written file is never taken for a copy.

export type BackupFormat = 'sqlite' | 'dump';
/** `attempt`: the second copy made within one second is `-2`, and so on (they sort by it after the time). */
export type BackupName = { name: string; at: Date; kind: BackupKind; format: BackupFormat; attempt: number };

const NAME =
  /^ritm-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z-(daily|manual|pre-migration)(?:-(\d+))?\.(sqlite|dump)$/;
const PARTIAL = /^\.ritm-.*\.(\d+)\.partial(?:-journal|-wal|-shm)?$/;

/** The name of a copy made at `at`; `attempt` > 1 when a copy of that second already exists. */
export function backupName(at: Date, kind: BackupKind, format: BackupFormat, attempt = 1): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `ritm-${stamp}-${kind}${attempt > 1 ? `-${attempt}` : ''}.${format}`;
}

export function parseBackupName(name: string): BackupName | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, kind, attempt, format] = match;
  const at = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  if (Number.isNaN(at.getTime())) return null;
  return {
    name,
    at,
    kind: kind as BackupKind,
    format: format as BackupFormat,
    attempt: Number(attempt ?? 1),
  };
}

/** Where a copy is written before it is checked and renamed to its name: hidden, and marked with the writer's pid. */
export function partialName(name: string, pid: number): string {
  return `.${name}.${pid}.partial`;
}

/** The pid of the process that was writing a partial file (or SQLite's journal beside it), or null. */
export function partialWriter(name: string): number | null {
  const match = PARTIAL.exec(name);
  return match ? Number(match[1]) : null;
}
