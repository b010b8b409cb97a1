import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoOwner } from '../../src/contract/index.ts';

/**
 * kill -9 in the middle of a burst of writes, on the real Node host and its SQLite file: after a restart every
 * write the server acknowledged is there, and the database passes SQLite's integrity check.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'ritm-crash-'));
const WRITERS = 6;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/node/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DATABASE_DIRECT_URL: '',
      SEED_DEMO: '1',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    stdio: 'ignore',
  });
  for (let waited = 0; waited < 30_000; waited += 100) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/auth/check`);
      if (response.status === 401) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not start within 30 s');
}

async function logIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/user_accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoOwner.account.email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('kill -9 during a burst of writes (Node host, SQLite)', () => {
  it('keeps every acknowledged write, and the database stays intact', async () => {
    const port = await freePort();
    const first = await startServer(port);
    const cookie = await logIn(port);
    const acknowledged: string[] = [];
    let killed = false;

    const writer = async (writerId: number) => {
      for (let index = 0; !killed; index += 1) {
        const name = `Лид ${writerId}-${index}`;
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/leads/create`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ name, qualification: 'к'.repeat(500) }),
          });
          if (response.status === 201) acknowledged.push(name);
        } catch {
          return; // the server is gone
        }
      }
    };
    const burst = Array.from({ length: WRITERS }, (_, writerId) => writer(writerId));
    while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 5));
    first.kill('SIGKILL');
    killed = true;
    await Promise.all(burst);
    await exited(first);

    const second = await startServer(port);
    try {
      const leads = await fetch(`http://127.0.0.1:${port}/api/leads/getallwhere`, {
        method: 'POST',
        headers: { cookie: await logIn(port), 'content-type': 'application/json' },
        body: '{}',
      });
      const stored = new Set(((await leads.json()) as { name: string }[]).map((lead) => lead.name));
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    } finally {
      second.kill('SIGTERM');
      await exited(second);
    }

    const file = new Database(join(dataDir, 'ritm.sqlite'), { readonly: true });
    try {
      expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(file.pragma('foreign_key_check')).toEqual([]);
    } finally {
      file.close();
    }
  }, 90_000);
});
