import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../server/node/database.ts';
import { smtpMailer } from '../server/node/mailer.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { deliverDue } from '../server/src/modules/outbox/delivery.ts';
import { enqueue } from '../server/src/modules/outbox/service.ts';
import { startSmtpSink } from '../server/test/support/smtp-sink.ts';
import { systemClock } from '../src/contract/index.ts';

/**
 * Сообщения: 10 000 queued messages drained by the delivery worker through a real SMTP server on loopback (the
 * embedded SQLite file, or BENCH_DATABASE_URL): messages per second, and the process's memory as the queue drains
 * (flat: the worker holds a batch, never the queue).
 */
const COUNT = 10_000;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} МБ`;

export default async function messagesBench() {
  const dir = mkdtempSync(join(tmpdir(), 'ritm-bench-messages-'));
  const url = process.env.BENCH_DATABASE_URL;
  const database = createDatabase(url ? { databaseUrl: url } : { sqliteFile: join(dir, 'ritm.sqlite') });
  const sink = await startSmtpSink({ keep: false });
  const mailer = smtpMailer(sink.url, 'school@ritm.test');
  try {
    await migrateToLatest(database.db);
    const now = systemClock();
    const run = `bench-${now.getTime()}`;
    for (let first = 0; first < COUNT; first += 500)
      await database.db.transaction().execute(async (trx) => {
        for (let index = first; index < first + 500; index++)
          await enqueue(
            trx,
            {
              school_id: null,
              kind: 'manual',
              occasion: `${run}-${index}`,
              to: `family-${index}@example.ru`,
              subject: `Напоминание ${index}`,
              text: `Завтра занятие в 19:00. Письмо ${index}.`,
              html: `<p>Завтра занятие в 19:00. Письмо ${index}.</p>`,
            },
            now,
          );
      });

    const samples: string[] = [];
    const memory = setInterval(() => {
      const sent = sink.count();
      samples.push(`${sent}: ${mb(process.memoryUsage().rss)}`);
    }, 1000);
    const started = performance.now();
    await deliverDue(database.db, mailer, systemClock());
    const seconds = (performance.now() - started) / 1000;
    clearInterval(memory);
    const sent = sink.count();
    console.info(
      `  база: ${url ? 'PostgreSQL' : 'SQLite'}; отправлено ${sent} из ${COUNT} за ${seconds.toFixed(1)} с`,
    );
    console.info(`  скорость: ${(sent / seconds).toFixed(0)} писем/с`);
    const step = Math.max(1, Math.ceil(samples.length / 8));
    const shown = samples.filter((_, index) => index % step === 0 || index === samples.length - 1);
    console.info(`  память процесса по ходу (отправлено: RSS): ${shown.join(', ')}`);
    console.info(
      `  messages count=${sent} per_second=${(sent / seconds).toFixed(0)} rss_mb=${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)}`,
    );
  } finally {
    mailer.close?.();
    await sink.close();
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}
