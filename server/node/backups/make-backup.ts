import { existsSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupKind, Clock } from '../../../src/contract/index.ts';
import type { BackupRun } from '../../src/modules/backups/service.ts';
import { runBackupCommand } from './backup-command.ts';
import { listCopies, placeDurably, removeStalePartials, writingPartial } from './files.ts';
import { type BackupFormat, backupName, partialName } from './names.ts';
import { checkDump, dumpPostgres } from './postgres-tools.ts';
import { copiesToDelete } from './retention.ts';
import { copySqlite } from './sqlite-copy.ts';

// One backup, start to end (docs/backups.md): a consistent copy under a partial name, its check, its final name,
// BACKUP_COMMAND, then retention. The same run serves the server's nightly copy, the copy before a migration and
// `npm run backup`; what it ended with is returned, and the caller records it (modules/backups) and says it.

/** What is copied: the SQLite file of DATA_DIR, or the PostgreSQL database at its own address. */
export type BackupSource = { sqliteFile: string } | { databaseUrl: string };

export type BackupSettings = {
  dir: string;
  command?: string | undefined;
  /** The zone whose days, weeks and months retention counts (the server's). */
  zone: string;
};

export type BackupOutcome = BackupRun & {
  /** The copy's full path, when one was made. */
  path: string | null;
  /** Copies retention removed after this one. */
  removed: string[];
  /** Partial files of interrupted runs this run cleared away. */
  cleared: string[];
};

const formatOf = (source: BackupSource): BackupFormat => ('sqliteFile' in source ? 'sqlite' : 'dump');

/** A name no copy has yet (two copies may start within one second). */
function freshName(dir: string, at: Date, kind: BackupKind, format: BackupFormat): string {
  for (let attempt = 1; ; attempt += 1) {
    const name = backupName(at, kind, format, attempt);
    if (!existsSync(join(dir, name))) return name;
  }
}

/** Runs a step, naming it in Russian when it fails (the tools' own words follow). */
async function step<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function copyAndCheck(source: BackupSource, partial: string): Promise<void> {
  if ('sqliteFile' in source) {
    const check = await step('не удалось скопировать базу SQLite', () =>
      copySqlite(source.sqliteFile, partial),
    );
    if (!check.ok) throw new Error(`копия не прошла проверку целостности: ${check.problems.join('; ')}`);
  } else {
    await dumpPostgres(source.databaseUrl, partial);
    await checkDump(partial);
  }
}

export async function makeBackup(
  source: BackupSource,
  settings: BackupSettings,
  kind: BackupKind,
  now: Clock,
): Promise<BackupOutcome> {
  const startedAt = now();
  const outcome: BackupOutcome = {
    kind,
    startedAt,
    finishedAt: startedAt,
    file: null,
    sizeBytes: null,
    error: null,
    path: null,
    removed: [],
    cleared: [],
  };
  let partial: string | null = null;
  let finishWriting: () => void = () => undefined;
  try {
    await step(`папка копий ${settings.dir} недоступна`, () => mkdir(settings.dir, { recursive: true }));
    outcome.cleared = await removeStalePartials(settings.dir, startedAt);
    const name = freshName(settings.dir, startedAt, kind, formatOf(source));
    const partialFile = partialName(name, process.pid);
    finishWriting = writingPartial(partialFile);
    partial = join(settings.dir, partialFile);
    await copyAndCheck(source, partial);
    const path = join(settings.dir, name);
    await placeDurably(partial, path);
    partial = null;
    Object.assign(outcome, { file: name, path, sizeBytes: (await stat(path)).size });
    // A copy that stayed on this disk is only half a backup: the command's failure is the run's failure.
    if (settings.command) await runBackupCommand(settings.command, path);
    outcome.removed = await applyRetention(settings, formatOf(source), name);
  } catch (error) {
    outcome.error = error instanceof Error ? error.message : String(error);
    if (partial) await rm(partial, { force: true }).catch(() => undefined);
  } finally {
    finishWriting();
  }
  outcome.finishedAt = now();
  return outcome;
}

/** Deletes the copies (of this format) that retention lets go, never the one just made; returns their names. */
async function applyRetention(
  settings: BackupSettings,
  format: BackupFormat,
  made: string,
): Promise<string[]> {
  const copies = (await listCopies(settings.dir)).filter((copy) => copy.format === format);
  // Two copies of one second (a nightly one and `npm run backup`) tie; the one just made is the newer.
  const expired = copiesToDelete(copies, settings.zone).filter((copy) => copy.name !== made);
  for (const copy of expired) await rm(join(settings.dir, copy.name), { force: true });
  return expired.map((copy) => copy.name);
}
