import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { apiPath, type EndpointName, endpoints } from '../../../src/contract/index.ts';
import { childEnv, exited, freePort, hostScript, logIn } from '../support/node-host-process.ts';
import { ownerListNames } from '../support/owner-lists.ts';

export { exited, freePort, logIn };

// Real processes for the backup tests: the Node host, `npm run backup` and `npm run restore` (server/node/index.ts,
// backup.ts, restore.ts, run from their bundles as those commands run them), each a child process on its own data,
// as an administrator would run them.

export const root = fileURLToPath(new URL('../../..', import.meta.url));

/** What every child gets: SQLite unless the test names a database, the demo, no admin of its own. */
const baseEnv = {
  DATABASE_URL: '',
  DATABASE_DIRECT_URL: '',
  SEED_DEMO: '1',
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
  BACKUP_COMMAND: '',
};

/**
 * The instant the servers' clocks start at (libfaketime from Debian, as CI's night run uses): the server that was
 * copied and the one restored from the copy see the same day and hour, so answers that depend on the moment — the
 * day's unmarked lessons, the reminders' hour — mean the same on both.
 */
const FAKE_START = '@2026-06-15 12:00:00';

export type Server = { port: number; child: ChildProcess; output: () => string };

/**
 * libfaketime from Debian's `faketime` package, preloaded into the server itself. Not the `faketime` wrapper: killed
 * together with its server it leaves its semaphore in /dev/shm under its pid, and with pids wrapping at 32 768 a
 * later wrapper given the same pid refuses to start («sem_open: File exists»).
 */
function libfaketime(): string {
  for (const dir of readdirSync('/usr/lib')) {
    const library = `/usr/lib/${dir}/faketime/libfaketime.so.1`;
    if (existsSync(library)) return library;
  }
  throw new Error('libfaketime is missing: apt-get install faketime');
}

/** The Node host on its own port, ready once it answers; `fakeTime` starts its clock at FAKE_START. */
export async function startServer(
  env: Record<string, string>,
  options: { fakeTime?: boolean } = {},
): Promise<Server> {
  const port = await freePort();
  const node = [process.execPath, ...hostScript('index')];
  // Already under faketime (CI's night run): the server inherits it and starts its clock at that same instant, as
  // every process there does; faketime does not nest.
  const fake =
    options.fakeTime && !process.env.FAKETIME ? { LD_PRELOAD: libfaketime(), FAKETIME: FAKE_START } : {};
  const [command, ...args] = node;
  let printed = '';
  // A process group of its own: a signal reaches the server and anything it started.
  const child = spawn(command as string, args, {
    cwd: root,
    env: {
      ...childEnv(),
      ...baseEnv,
      ...env,
      ...fake,
      PORT: String(port),
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    printed += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    printed += chunk;
  });
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start:\n${printed}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/auth/check`);
      if (response.status === 401) return { port, child, output: () => printed };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopServer({ port, child, output: () => printed }, 'SIGKILL');
  throw new Error(`The server did not start within 60 s:\n${printed}`);
}

/** Whether any process of the server's group (the server, anything it started) is still there. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the server as an operator would (SIGTERM to its group) and waits until every process of it is gone. */
export async function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const pid = server.child.pid as number;
  if (!groupAlive(pid)) return;
  process.kill(-pid, signal);
  for (let waited = 0; groupAlive(pid); waited += 50) {
    if (waited > 10_000) process.kill(-pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `npm run backup` or `npm run restore -- …` as a child process. */
export function startCli(script: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, [...hostScript(script), ...args], {
    cwd: root,
    env: { ...childEnv(), ...baseEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    printed += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    printed += chunk;
  });
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, output: printed })),
  );
  return { child, done };
}

export function runCli(script: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  return startCli(script, env, args).done;
}

export async function call(port: number, cookie: string, name: EndpointName, body?: unknown) {
  const endpoint = endpoints[name];
  const response = await fetch(`http://127.0.0.1:${port}/api/${apiPath(name)}`, {
    method: endpoint.method,
    headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * Every list of the endpoint table the owner may read, as the server answers it, the filters with an empty filter
 * (a filter that needs a period answers its 400 on both servers alike).
 */
export async function ownerLists(port: number, cookie: string): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const name of ownerListNames()) {
    const endpoint = endpoints[name];
    answers[name] = await call(port, cookie, name, endpoint.method === 'GET' ? undefined : {});
  }
  return answers;
}

export async function queryPostgres<Row>(url: string, statement: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Row[];
  } finally {
    await client.end();
  }
}
