import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type BackupName, parseBackupName, partialWriter } from './names.ts';

// A copy reaches its name only whole: written under a partial name, flushed to the disk, renamed (atomic within a
// directory), and the directory flushed too, so that after a power cut the name points either at nothing or at the
// whole copy. kill -9 in the middle leaves only a partial file, which the next run removes.

/** Partial files of a process still alive are left alone for this long (it may be writing a copy right now). */
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;

async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes `partial` to the disk and gives it its final name. */
export async function placeDurably(partial: string, final: string): Promise<void> {
  await fsyncPath(partial);
  await rename(partial, final);
  await fsyncPath(dirname(final));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists and belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The partial files this process is writing now. A process's own pid may be an old run's too (a container's server
 * is often pid 1 every time), so for its own pid the process asks this list, not whether the pid is alive.
 */
const writing = new Set<string>();

/** Marks a partial file as being written by this process until the returned function is called. */
export function writingPartial(name: string): () => void {
  writing.add(name);
  return () => writing.delete(name);
}

/** Removes what interrupted runs left (their process is gone, or it is a day old); returns the names removed. */
export async function removeStalePartials(dir: string, now: Date): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(dir)) {
    const pid = partialWriter(name);
    if (pid === null) continue;
    const path = join(dir, name);
    const age = now.getTime() - (await stat(path)).mtimeMs;
    // SQLite's journal beside a partial copy belongs to it.
    const ours = pid === process.pid;
    const stale = ours
      ? ![...writing].some((partial) => name.startsWith(partial))
      : !alive(pid) || age > STALE_PARTIAL_MS;
    if (stale) {
      await rm(path, { force: true });
      removed.push(name);
    }
  }
  return removed;
}

/** The copies in the directory (files named as copies; anything else there is not ours). */
export async function listCopies(dir: string): Promise<BackupName[]> {
  return (await readdir(dir)).flatMap((name) => parseBackupName(name) ?? []);
}
