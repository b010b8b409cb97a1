/**
 * Резервные копии (docs/backups.md): how long a copy of the installation takes, how big it is, and whether the
 * school's writes wait while it is made. On a fresh demo school, then with the three-year school's history
 * (bench/support/three-year-school.ts): SQLite (the server's own nightly copy: online backup and integrity check in
 * a worker thread, fsync, rename), and PostgreSQL (pg_dump -Fc and the archive read back) with BENCH_DATABASE_URL
 * pointing at an empty database. Six writers create leads through the API in this process, without a copy and while
 * copies are made one after another; their latencies side by side say whether writes waited.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BackupSource, makeBackup } from '../server/node/backups/make-backup.ts';
import { type DatabaseHandle, sqliteFileIn } from '../server/node/database.ts';
import { formatFileSize, systemClock } from '../src/contract/index.ts';
import { ownerApp, withDemoSchool } from './support/demo-school.ts';
import { addHistory } from './support/three-year-school.ts';
import { percentile, printTimings } from './support/timing.ts';

const RUNS = 3;
const WRITERS = 6;
const QUIET_MS = 3000;

async function timeCopies(label: string, source: BackupSource, dir: string) {
  const durations: number[] = [];
  let size = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const outcome = await makeBackup(source, { dir, zone: 'UTC' }, 'manual', systemClock);
    if (outcome.error) throw new Error(outcome.error);
    durations.push(outcome.finishedAt.getTime() - outcome.startedAt.getTime());
    size = outcome.sizeBytes ?? 0;
  }
  const sorted = durations.sort((a, b) => a - b);
  console.info(
    `  ${label}: копия ${formatFileSize(size)}, медиана ${percentile(sorted, 0.5)} мс (из ${RUNS})`,
  );
}

/** Six writers for as long as `during` runs; each write's latency. Writes yield to the event loop as I/O would. */
async function writeWhile(database: DatabaseHandle, during: () => Promise<unknown>): Promise<number[]> {
  const { app, headers } = await ownerApp(database.db);
  const latencies: number[] = [];
  let writing = true;
  const writer = async (writerId: number) => {
    for (let index = 0; writing; index += 1) {
      const started = performance.now();
      const response = await app.request('/api/leads/create', {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `Писатель ${writerId}-${index}` }),
      });
      if (response.status !== 201) throw new Error(`Запись не удалась: ${response.status}`);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, writerId) => writer(writerId));
  await during();
  writing = false;
  await Promise.all(writers);
  return latencies;
}

async function measure(postgres: boolean) {
  await withDemoSchool({ postgres }, async (database, dataDir) => {
    const dir = mkdtempSync(join(tmpdir(), 'ritm-bench-backups-'));
    const source: BackupSource = postgres
      ? { databaseUrl: process.env.BENCH_DATABASE_URL as string }
      : { sqliteFile: sqliteFileIn(dataDir) };
    try {
      const name = postgres ? 'PostgreSQL' : 'SQLite';
      await timeCopies(`${name}, демо-школа`, source, dir);
      await addHistory(database.db);
      await timeCopies(`${name}, школа за три года`, source, dir);
      printTimings(
        `${name}: запись лида, 6 писателей, без копии`,
        await writeWhile(database, () => new Promise((resolve) => setTimeout(resolve, QUIET_MS))),
      );
      printTimings(
        `${name}: запись лида, 6 писателей, пока идут ${RUNS} копии подряд`,
        await writeWhile(database, async () => {
          for (let run = 0; run < RUNS; run += 1)
            await makeBackup(source, { dir, zone: 'UTC' }, 'manual', systemClock);
        }),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

export default async function backupBench() {
  await measure(false);
  if (process.env.BENCH_DATABASE_URL) await measure(true);
  else console.info('  PostgreSQL: пропущено (задайте BENCH_DATABASE_URL на пустую базу)');
}
