import type { Cluster, Sample } from './scale-cluster.ts';
import type { EventStreams } from './scale-streams.ts';
import type { Traffic } from './scale-traffic.ts';

// What the scale bench prints of a run: each kind's latencies, throughput, errors (the calls' and the event
// streams'), the clients' own delay, and each process's memory and database connections.

const ms = (value: number) => value.toFixed(1);
export const mb = (value: number) => `${value.toFixed(0)} МБ`;

export type RunFigures = { rps: number; p95: number; errors: number; serverErrors: number };

export function printRun(
  run: { traffic: Traffic; streams: EventStreams; elapsed: number; rate: number; lagP99: number },
  cluster: Cluster,
  during: Sample,
): RunFigures {
  const { traffic, streams, elapsed } = run;
  const header = ['n', 'p50', 'p95', 'p99']
    .map((name, index) => name.padStart(index === 0 ? 6 : 7))
    .join(' ');
  console.info(`\n  ${'вид запроса'.padEnd(18)} ${header}  ошибки`);
  const table = traffic.table();
  for (const row of table) {
    const figures = [ms(row.p50), ms(row.p95), ms(row.p99)].map((value) => value.padStart(7)).join(' ');
    console.info(`  ${row.kind.padEnd(18)} ${String(row.count).padStart(6)} ${figures}  ${row.errors}`);
  }
  const rps = traffic.recorded / elapsed;
  const p95 = traffic.overallP95();
  const worst = table.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  const streamServerErrors = streams.failures.filter((failure) => failure.startsWith('5')).length;
  const figures = {
    rps,
    p95,
    errors: traffic.errors + streams.failures.length,
    serverErrors: traffic.serverErrors + streamServerErrors,
  };
  console.info(
    `  всего: ${traffic.recorded} запросов за ${ms(elapsed)} с — ${rps.toFixed(0)} запр/с (действий дня ${run.rate}/с, ` +
      `остальное — обновления экранов по событиям); p95 ${ms(p95)} мс, худший p95 — ${worst.kind} ${ms(worst.p95)} мс`,
  );
  console.info(
    `  ошибки: ${figures.errors} (запросы ${traffic.errors}, потоки событий ${streams.failures.length}), ` +
      `из них 5xx и обрывов ${figures.serverErrors}`,
  );
  for (const problem of [
    ...traffic.problems,
    ...streams.failures.map((failure) => `events: ${failure}`),
  ].slice(0, 10))
    console.info(`    ${problem}`);
  for (const line of cluster.complaints().slice(0, 10)) console.info(`    сервер: ${line}`);
  console.info(
    `  клиенты: задержка цикла событий p99 ${ms(run.lagP99)} мс; потоки событий: ${streams.open} открыты, ` +
      `${streams.changes} изменений услышано, ${streams.reconnects} переподключений`,
  );
  cluster.servers.forEach((server, index) => {
    console.info(
      `  ${server.name}: RSS ${mb(during.rss[index] ?? 0)} (пик ${mb(cluster.peaks.rss[index] ?? 0)}), ` +
        `соединений с PostgreSQL ${during.connections[index]} (пик ${cluster.peaks.connections[index]})`,
    );
  });
  return figures;
}
