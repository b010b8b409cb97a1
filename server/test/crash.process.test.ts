import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { demoOwner } from '../../src/contract/index.ts';
import { exited, freePort, logIn, startNodeHost, storedLeadNames } from './support/node-host-process.ts';

/**
 * kill -9 in the middle of a burst of writes, on the real Node host and its SQLite file: after a restart every
 * write the server acknowledged is there, and the database passes SQLite's integrity check.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'ritm-crash-'));
const WRITERS = 6;

const startServer = (port: number) =>
  startNodeHost(port, { DATA_DIR: dataDir, DATABASE_URL: '', DATABASE_DIRECT_URL: '' });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('kill -9 during a burst of writes (Node host, SQLite)', () => {
  it('keeps every acknowledged write, and the database stays intact', async () => {
    const port = await freePort();
    const first = await startServer(port);
    const cookie = await logIn(port, demoOwner.account.email);
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
      const stored = await storedLeadNames(port);
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
