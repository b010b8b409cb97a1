import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { DEMO_PASSWORD, demoOwner, systemClock, wallTimeIn } from '../../../src/contract/index.ts';

// The real Node host (`server/node/index.ts`) as a child process, for the tests that stop, kill and restart it.

export const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The arguments of `node` that run one of the host's scripts as `npm start`, `npm run backup` and `npm run restore`
 * do: the bundles that the run's global setup brought up to date (scripts/build-server.mjs).
 */
export const hostScript = (script: 'index' | 'backup' | 'restore') => [
  '--enable-source-maps',
  `dist-server/node/${script}.mjs`,
];

/**
 * The environment a child process starts with: this one's, with the machine's clock as this process reads it.
 * Under libfaketime's start instant (`faketime '@2026-11-29 23:30:00' npx vitest run`) every process would start
 * its clock at that instant afresh, and a host or `npm run backup` started a minute into the run would live a minute
 * behind the test and the processes started before it; the child starts at this process's «now» instead (local
 * time, as faketime reads it). An offset (`faketime -f +…`, CI's night run) is one clock for all, passed as it is.
 */
export function childEnv(): NodeJS.ProcessEnv {
  if (!process.env.FAKETIME?.startsWith('@')) return process.env;
  const local = wallTimeIn(Intl.DateTimeFormat().resolvedOptions().timeZone, systemClock());
  const seconds = String(local.seconds).padStart(2, '0');
  return { ...process.env, FAKETIME: `@${local.date} ${local.time}:${seconds}` };
}

/** Starts the host with the demo seeded and waits until it answers; `env` says where its data lives. */
export async function startNodeHost(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, hostScript('index'), {
    cwd: repositoryRoot,
    env: { ...childEnv(), PORT: String(port), SEED_DEMO: '1', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', ...env },
    stdio: 'ignore',
  });
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start with code ${child.exitCode}`);
    const answered = await fetch(`http://127.0.0.1:${port}/api/auth/check`).then(
      (response) => response.status === 401,
      () => false,
    );
    if (answered) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not start within 60 s');
}

/** Resolves with the exit code once the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Signs a demo account in and answers its session cookie (`name=value`). */
export async function logIn(port: number, email: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/user_accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** The names of the leads the demo's owner reads from the host on `port`: what a restarted host kept. */
export async function storedLeadNames(port: number): Promise<Set<string>> {
  const leads = await fetch(`http://127.0.0.1:${port}/api/leads/getallwhere`, {
    method: 'POST',
    headers: { cookie: await logIn(port, demoOwner.account.email), 'content-type': 'application/json' },
    body: '{}',
  });
  return new Set(((await leads.json()) as { name: string }[]).map((lead) => lead.name));
}
