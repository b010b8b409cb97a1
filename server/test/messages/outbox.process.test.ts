import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { systemClock } from '../../../src/contract/index.ts';
import { createDatabase, type DatabaseHandle } from '../../node/database.ts';
import type { SqlDialect } from '../../src/db/dialect.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { SEND_CONCURRENCY } from '../../src/modules/outbox/delivery.ts';
import { enqueue } from '../../src/modules/outbox/service.ts';
import { childEnv } from '../support/node-host-process.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { testDialects } from '../support/test-database.ts';
import { throwawayDatabase } from '../support/throwaway-postgres.ts';

// The outbox across real processes (docs/messages.md, «Доставка»): a worker killed with -9 in the middle of 500
// messages and started again delivers every one, and none twice — those in flight at the kill may go again, as the
// same messages (the same Message-ID, which mail services show once); two workers on one database drain 1 000
// messages together without sending any twice.

const root = fileURLToPath(new URL('../../..', import.meta.url));

type Target = { url: string; db: DatabaseHandle; drop: () => Promise<void> };

async function createTarget(dialect: SqlDialect): Promise<Target> {
  if (dialect === 'postgres') {
    const server = process.env.DATABASE_URL ?? '';
    const database = await throwawayDatabase(server, 'ritm_outbox');
    const db = createDatabase({ databaseUrl: database.url });
    await migrateToLatest(db.db);
    return {
      url: database.url,
      db,
      drop: async () => {
        await db.destroy();
        await database.drop();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'ritm-outbox-'));
  const file = join(dir, 'ritm.sqlite');
  const db = createDatabase({ sqliteFile: file });
  await migrateToLatest(db.db);
  return {
    url: file,
    db,
    drop: async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function queue(target: Target, count: number) {
  // Due an hour ago: each process reads its own clock (under faketime each starts its own), so «due now» in this
  // process could still be ahead for a worker started a moment later.
  const now = new Date(systemClock().getTime() - 60 * 60_000);
  for (let first = 0; first < count; first += 100)
    await target.db.db.transaction().execute(async (trx) => {
      for (let index = first; index < Math.min(first + 100, count); index++)
        await enqueue(
          trx,
          {
            school_id: null,
            kind: 'manual',
            occasion: `bulk-${index}`,
            to: `family-${index}@example.ru`,
            subject: `Письмо ${index}`,
            text: `Текст ${index}`,
            html: `<p>Текст ${index}</p>`,
          },
          now,
        );
    });
}

function startWorker(target: Target, sink: SmtpSink): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', inject('outboxWorker')], {
    cwd: root,
    env: { ...childEnv(), OUTBOX_DATABASE: target.url, SMTP_URL: sink.url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

async function until(condition: () => boolean, timeoutMs: number) {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What the recipients' mail services see: messages by Message-ID (a repeat of one is one message). */
function received(sink: SmtpSink) {
  const byId = new Map<string, number>();
  for (const mail of sink.messages) byId.set(mail.messageId, (byId.get(mail.messageId) ?? 0) + 1);
  const occasions = new Set(sink.messages.map((mail) => mail.subject));
  return { total: sink.messages.length, distinct: byId.size, occasions: occasions.size };
}

describe.each(testDialects())('the outbox across processes on %s', (dialect) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0)) await step();
  });

  it('delivers every one of 500 messages after a kill -9 mid-way and a restart, none twice', async () => {
    const target = await createTarget(dialect);
    const sink = await startSmtpSink();
    cleanup.push(target.drop, sink.close);
    await queue(target, 500);

    const first = startWorker(target, sink);
    await until(() => sink.messages.length >= 50, 60_000);
    first.kill('SIGKILL');
    await exited(first);
    const beforeRestart = sink.messages.length;
    expect(beforeRestart).toBeLessThan(500);
    // The dead worker's lease on the message it was sending runs out (two minutes on a real clock).
    await target.db.db
      .updateTable('outbox')
      .set({ due_at: new Date(systemClock().getTime() - 60 * 60_000).toISOString() })
      .where('sent_at', 'is', null)
      .execute();

    const second = startWorker(target, sink);
    expect(await exited(second)).toBe(0);
    const unsent = await target.db.db
      .selectFrom('outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .execute();
    expect(unsent).toEqual([]);
    const mail = received(sink);
    expect(mail.distinct).toBe(500);
    expect(mail.occasions).toBe(500);
    // At most those in flight at the kill went twice — each as the same message.
    expect(mail.total - mail.distinct).toBeLessThanOrEqual(SEND_CONCURRENCY);
  }, 120_000);

  it('two workers on one database drain 1 000 messages without sending any twice', async () => {
    const target = await createTarget(dialect);
    const sink = await startSmtpSink();
    cleanup.push(target.drop, sink.close);
    await queue(target, 1000);

    const workers = [startWorker(target, sink), startWorker(target, sink)];
    expect(await Promise.all(workers.map(exited))).toEqual([0, 0]);
    const mail = received(sink);
    expect(mail).toEqual({ total: 1000, distinct: 1000, occasions: 1000 });
    const sent = await target.db.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('sent_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(sent.count)).toBe(1000);
  }, 180_000);
});
