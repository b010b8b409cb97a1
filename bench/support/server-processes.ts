import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { root } from './served-app.ts';

// The scale bench's processes: Node hosts (`tsx server/node/index.ts` with the Node flags of `npm start`, without
// the SPA build) on one PostgreSQL, and the balancer in front of them (balancer.ts), each a child process on
// loopback.

/** Node's flags and the bundle as package.json's `start` gives them (the heap's growth, server/node/index.ts). */
const START = (
  (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts.start?.match(/&& node (.*?dist-server\/node\/index\.mjs)/)?.[1] ?? ''
)
  .split(' ')
  .filter(Boolean);
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A child's console, kept (the last 200 KB) for when it fails, and a wait for a line of it. */
function watch(child: ChildProcess) {
  let printed = '';
  const keep = (chunk: string) => {
    printed = (printed + chunk).slice(-200_000);
  };
  child.stdout?.setEncoding('utf8').on('data', keep);
  child.stderr?.setEncoding('utf8').on('data', keep);
  const until = async (pattern: RegExp): Promise<RegExpMatchArray> => {
    const started = performance.now();
    for (;;) {
      const found = printed.match(pattern);
      if (found) return found;
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`Процесс завершился при запуске:\n${printed.slice(-4000)}`);
      if (performance.now() - started > START_TIMEOUT_MS)
        throw new Error(`Процесс не запустился за ${START_TIMEOUT_MS / 1000} с:\n${printed.slice(-4000)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { output: () => printed, until };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Resident memory of a process in MB (Linux), 0 once it is gone. */
export function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

export type ServerProcess = {
  name: string;
  port: number;
  child: () => ChildProcess;
  output: () => string;
  start: () => Promise<void>;
  /** SIGTERM, as an operator or an orchestrator stops it; killed if it has not ended in 15 s. Answers the exit code. */
  stop: () => Promise<number | null>;
};

/** One Node host on `databaseUrl`, not yet started; PGAPPNAME names its connections in pg_stat_activity. */
export function serverProcess(
  name: string,
  port: number,
  databaseUrl: string,
  dataDir: string,
): ServerProcess {
  let child: ChildProcess | null = null;
  let console_ = { output: () => '', until: async (_: RegExp) => [] as unknown as RegExpMatchArray };
  const killOnExit = () => child?.kill('SIGKILL');
  return {
    name,
    port,
    child: () => {
      if (!child) throw new Error(`${name} is not started`);
      return child;
    },
    output: () => console_.output(),
    async start() {
      // The host's bundle, rebuilt when a source is newer (scripts/build-server.mjs), as `npm start` does.
      execSync('node scripts/build-if-needed.mjs server', { cwd: root, stdio: 'inherit' });
      child = spawn(process.execPath, START, {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          PGAPPNAME: name,
          SEED_DEMO: '0',
          ADMIN_EMAIL: '',
          ADMIN_PASSWORD: '',
          SMTP_URL: '',
          PUBLIC_URL: '',
          // The balancer is the one proxy in front: it names the client in X-Forwarded-For.
          TRUST_PROXY: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      console_ = watch(child);
      process.once('exit', killOnExit);
      await console_.until(/Ритм запущен/);
    },
    async stop() {
      const running = child;
      if (!running) return null;
      if (running.exitCode === null && running.signalCode === null) {
        running.kill('SIGTERM');
        const timer = setTimeout(() => running.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited(running);
        clearTimeout(timer);
      }
      process.off('exit', killOnExit);
      return running.exitCode;
    },
  };
}

/** The balancer in a process of its own, in front of `ports`; answers its address and how to stop it. */
export async function startBalancerProcess(ports: number[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/support/balancer.ts', ...ports.map(String)],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const [, port] = await watch(child).until(/balancer (\d+)/);
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
      process.off('exit', killOnExit);
    },
  };
}
