import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './served-app.ts';

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

export type NodeHost = {
  base: string;
  /** Everything the host printed to its console so far (stdout and stderr). */
  output: () => string;
};

async function freeLoopbackPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Stops the host as an operator would (SIGTERM: it closes the server and the database), killing it if it hangs. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited(child);
  clearTimeout(timer);
}

/**
 * The Node host itself (`npm start`: the bundle of server/node/index.ts) as a child process, with the SPA and the
 * bundle built first when the sources are newer (scripts/build-if-needed.mjs), on a throwaway SQLite data dir with
 * the demo school and no SMTP_URL — so it prints its mail, sign-in codes included, to its console. The browser
 * reaches it on loopback; `work` gets its address and its console. The process and the data dir are gone afterwards.
 */
export async function withNodeHost(work: (host: NodeHost) => Promise<void>): Promise<void> {
  execSync('node scripts/build-if-needed.mjs', { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'ritm-host-bench-'));
  const port = await freeLoopbackPort();
  let printed = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist-server/node/index.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      // Empty counts as unset (server/node/env.ts): SQLite, the demo with its admin, mail printed to the console.
      DATABASE_URL: '',
      DATABASE_DIRECT_URL: '',
      SEED_DEMO: '1',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    printed += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    printed += chunk;
  });
  // Should the bench itself die, the host goes with it.
  const killHost = () => child.kill('SIGKILL');
  process.once('exit', killHost);
  try {
    const started = performance.now();
    while (!printed.includes('Ритм запущен')) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`Сервер завершился при запуске:\n${printed}`);
      if (performance.now() - started > START_TIMEOUT_MS)
        throw new Error(`Сервер не запустился за ${START_TIMEOUT_MS / 1000} с:\n${printed}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await work({ base: `http://127.0.0.1:${port}`, output: () => printed });
  } finally {
    await stop(child);
    process.off('exit', killHost);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
