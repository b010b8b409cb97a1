import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { ScaleDatabase } from './scale-database.ts';
import {
  freePort,
  rssMb,
  type ServerProcess,
  serverProcess,
  startBalancerProcess,
} from './server-processes.ts';

// The scale bench's installation: two Node hosts on the bench's database behind the round-robin balancer, and
// what it watches of them once a second — each process's resident memory and the PostgreSQL connections each holds.

export const PROCESSES = 2;

export type Sample = { rss: number[]; connections: number[] };

export async function startCluster(database: ScaleDatabase) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ritm-scale-'));
  const servers: ServerProcess[] = [];
  for (let index = 1; index <= PROCESSES; index += 1)
    servers.push(
      serverProcess(`ritm-scale-${index}`, await freePort(), database.url, join(dataDir, String(index))),
    );
  await Promise.all(servers.map((server) => server.start()));
  const balancer = await startBalancerProcess(servers.map((server) => server.port));
  const peaks: Sample = { rss: servers.map(() => 0), connections: servers.map(() => 0) };

  async function sample(): Promise<Sample> {
    const { rows } = await sql<{ name: string; count: number }>`
      select application_name as name, count(*)::int as count from pg_stat_activity
      where datname = current_database() group by application_name`.execute(database.handle.db);
    const now = {
      rss: servers.map((server) => rssMb(server.child().pid)),
      connections: servers.map((server) => rows.find((row) => row.name === server.name)?.count ?? 0),
    };
    now.rss.forEach((mb, index) => {
      peaks.rss[index] = Math.max(peaks.rss[index] ?? 0, mb);
    });
    now.connections.forEach((count, index) => {
      peaks.connections[index] = Math.max(peaks.connections[index] ?? 0, count);
    });
    return now;
  }

  let timer: ReturnType<typeof setInterval> | null = null;
  return {
    servers,
    balancer,
    peaks,
    sample,
    /** What the processes printed about failures (the last few lines of each). */
    complaints: () =>
      servers.flatMap((server) =>
        server
          .output()
          .split('\n')
          .filter((line) => /error|ошибк|не удалось|не разослано|потерян/i.test(line))
          .slice(-5)
          .map((line) => `${server.name}: ${line.slice(0, 200)}`),
      ),
    /** Samples once a second until `stop`. */
    watch() {
      timer ??= setInterval(() => void sample().catch(() => {}), 1000);
    },
    async stop() {
      if (timer) clearInterval(timer);
      await balancer.stop();
      for (const server of servers) await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** Waits until a process answers on its own port (any HTTP answer: it is listening and serving). */
export async function whenAnswering(port: number, timeoutMs = 60_000): Promise<void> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const answered = await fetch(`http://127.0.0.1:${port}/api/auth/check`).then(
      () => true,
      () => false,
    );
    if (answered) return;
    if (performance.now() > until) throw new Error(`Процесс на порту ${port} не отвечает`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
