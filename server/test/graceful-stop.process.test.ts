import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoOwner } from '../../src/contract/index.ts';
import { exited, freePort, logIn, startNodeHost, storedLeadNames } from './support/node-host-process.ts';
import { testDialects } from './support/test-database.ts';
import { throwawayDatabase } from './support/throwaway-postgres.ts';

/**
 * SIGTERM while a client keeps writing over kept-alive connections, as a load balancer does, on the real Node host:
 * the process drains and exits by itself well within its grace time, nothing is answered with a 5xx or cut off
 * mid-answer, an open event stream ends, and every write it acknowledged is there after a restart. The only
 * failures allowed are the ones a balancer resends elsewhere: a refused connection, and a reused idle connection
 * closed just as a request went out (never read).
 */
const WRITERS = 4;
const GRACE_MS = 5000;

type Sent = { status: number } | { error: string; reused: boolean };

function createLead(port: number, agent: http.Agent, cookie: string, name: string): Promise<Sent> {
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/leads/create', agent },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', () => resolve({ error: 'cut off mid-answer', reused: request.reusedSocket }));
      },
    );
    request.setHeader('cookie', cookie);
    request.setHeader('content-type', 'application/json');
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message, reused: request.reusedSocket }),
    );
    request.end(JSON.stringify({ name }));
  });
}

/** Where the host keeps its data: a SQLite directory, or a fresh PostgreSQL database when DATABASE_URL is set. */
async function storage(dialect: 'sqlite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'ritm-stop-'));
  const serverUrl = process.env.DATABASE_URL;
  if (dialect === 'sqlite' || !serverUrl)
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      drop: async () => rmSync(dataDir, { recursive: true }),
    };
  const database = await throwawayDatabase(serverUrl, 'ritm_stop');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    drop: async () => {
      rmSync(dataDir, { recursive: true });
      await database.drop();
    },
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe.each(testDialects())('SIGTERM under kept-alive writes (Node host, %s)', (dialect) => {
  it('drains: no 5xx, nothing cut off, the stream ends, every acknowledged write stays', async () => {
    const { env, drop } = await storage(dialect);
    cleanups.push(drop);
    const port = await freePort();
    const first = await startNodeHost(port, env);
    const cookie = await logIn(port, demoOwner.account.email);
    const stream = await fetch(`http://127.0.0.1:${port}/api/events`, { headers: { cookie } });
    const streamEnded = stream.text().then(() => true);

    const agent = new http.Agent({ keepAlive: true, maxSockets: WRITERS });
    const acknowledged: string[] = [];
    const failures: string[] = [];
    // A request reset before any answer was never read, and a balancer resends it: one sent over a kept-alive
    // connection just as it ended, or a new connection the kernel held in the listener's queue when the listener
    // closed. The server must not have acted on any of them: checked against what the restarted host stored.
    const resetUnread: string[] = [];
    let gone = false;
    // Each writer goes on until its own connection is refused, as independent clients of a balancer would.
    const writer = async (writerId: number) => {
      for (let index = 0; !gone; index += 1) {
        const name = `Лид ${writerId}-${index}`;
        const sent = await createLead(port, agent, cookie, name);
        if ('status' in sent) {
          if (sent.status === 201) acknowledged.push(name);
          else failures.push(`${name}: ${sent.status}`);
        } else if (sent.error === 'ECONNREFUSED') return;
        else if (sent.error === 'ECONNRESET' || (sent.reused && sent.error === 'EPIPE'))
          resetUnread.push(name);
        else failures.push(`${name}: ${sent.error}`);
      }
    };
    const writes = Array.from({ length: WRITERS }, (_, writerId) => writer(writerId));
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 5));
    const stopping = performance.now();
    first.kill('SIGTERM');
    const code = await exited(first);
    const stoppedIn = performance.now() - stopping;
    gone = true;
    await Promise.all(writes);
    agent.destroy();

    expect(failures).toEqual([]);
    expect(code).toBe(0);
    expect(stoppedIn).toBeLessThan(GRACE_MS);
    expect(await streamEnded).toBe(true);

    const second = await startNodeHost(port, { ...env, SEED_DEMO: '0' });
    try {
      const stored = await storedLeadNames(port);
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
      expect(resetUnread.filter((name) => stored.has(name))).toEqual([]);
    } finally {
      second.kill('SIGTERM');
      await exited(second);
    }
  }, 120_000);
});
