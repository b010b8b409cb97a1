/**
 * A thousand schools on one installation (`npm run bench -- scale --schools 1000 --seconds 60`): N copies of the
 * demo school with a year of history on a throwaway PostgreSQL database (BENCH_DATABASE_URL names the server), two
 * Node hosts behind a round-robin balancer, and a school day replayed by concurrent clients in every school —
 * front desks, managers, accountants, owners, families, every staff member holding an event stream. Prints each
 * kind's p50/p95/p99, throughput, errors, each process's memory and database connections, memory with 2 000 open
 * streams per process, and ends with one `scale …` line. `--rolling-restart` stops and restarts each process in
 * turn under the same load, then looks for every acknowledged write in the database. Flags: --schools (10),
 * --seconds (30), --rate (the day's actions per second over all schools, 25).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { type Cluster, PROCESSES, startCluster, whenAnswering } from './support/scale-cluster.ts';
import { buildScaleDatabase, type ScaleDatabase } from './support/scale-database.ts';
import { scaleDay } from './support/scale-day.ts';
import { mb, printRun } from './support/scale-report.ts';
import { EventStreams } from './support/scale-streams.ts';
import { Traffic } from './support/scale-traffic.ts';
import { missingWrites } from './support/scale-verify.ts';

const WARM_UP_SECONDS = 5;
const STREAMS_PER_PROCESS = 2000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => value.toFixed(1);

function flags() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    strict: false,
    options: {
      schools: { type: 'string', default: '10' },
      seconds: { type: 'string', default: '30' },
      rate: { type: 'string', default: '25' },
      'rolling-restart': { type: 'boolean', default: false },
    },
  });
  return {
    schools: Math.max(1, Number(values.schools)),
    seconds: Math.max(5, Number(values.seconds)),
    rate: Math.max(1, Number(values.rate)),
    rolling: values['rolling-restart'] === true,
  };
}

/** Poisson arrivals at `rate` per second until `done()`. */
async function arrivals(rate: number, done: () => boolean, arrive: () => void) {
  let next = performance.now();
  while (!done()) {
    while (next <= performance.now()) {
      arrive();
      next += (-Math.log(1 - Math.random()) * 1000) / rate;
    }
    await sleep(Math.max(1, Math.min(10, next - performance.now())));
  }
}

/** Process 1, then process 2: SIGTERM, start again, wait until it answers, let the load run on both for a while. */
async function rollingRestart(cluster: Cluster, pause: number) {
  for (const server of cluster.servers) {
    await sleep(pause);
    const started = performance.now();
    const code = await server.stop();
    const stopped = performance.now();
    await server.start();
    await whenAnswering(server.port);
    console.info(
      `  ${server.name}: SIGTERM → вышел с кодом ${code} за ${ms((stopped - started) / 1000)} с, ` +
        `снова отвечает через ${ms((performance.now() - stopped) / 1000)} с`,
    );
  }
}

/** Memory of each process holding `STREAMS_PER_PROCESS` streams opened straight to it. */
async function memoryWithStreams(database: ScaleDatabase, cluster: Cluster) {
  const cookies = database.schools.flatMap((school) =>
    school.staff.map((member) => `ritm_session=${member.token}`),
  );
  const held = cluster.servers.map((server) => new EventStreams(`http://127.0.0.1:${server.port}`));
  for (let index = 0; index < STREAMS_PER_PROCESS; index += 1) {
    for (const streams of held)
      streams.hold({ cookie: cookies[index % cookies.length] ?? '', tab: '', refetch: () => {} });
    if (index % 200 === 199) await sleep(200);
  }
  const open = await Promise.all(held.map((streams) => streams.whenOpen(STREAMS_PER_PROCESS, 60_000)));
  await sleep(3000);
  const { rss } = await cluster.sample();
  for (const streams of held) streams.stop();
  return { open, rss };
}

export async function runScale(database: ScaleDatabase, options: ReturnType<typeof flags>) {
  const cluster = await startCluster(database);
  const traffic = new Traffic(cluster.balancer.base);
  const day = scaleDay(database.today);
  const streams = new EventStreams(cluster.balancer.base);
  // Screens refetch while the day runs; a change heard after it does not start new work.
  let measuring = true;
  try {
    const staff = database.schools.flatMap((school) => day.staff(school));
    for (const [index, member] of staff.entries()) {
      streams.hold({
        cookie: member.cookie,
        tab: member.tab,
        refetch: () => {
          if (measuring) void traffic.send(day.screen(member));
        },
      });
      if (index % 250 === 249) await sleep(250);
    }
    await day.learnFamilies(database.schools, database.strides, (call) => traffic.send(call));
    const open = await streams.whenOpen(staff.length, 120_000);
    console.info(`  потоки событий: ${open} из ${staff.length} открыты (у каждого сотрудника)`);
    cluster.watch();

    const lag = monitorEventLoopDelay();
    const load = arrivals(
      options.rate,
      () => !measuring,
      () => {
        const school = database.schools[Math.floor(Math.random() * database.schools.length)];
        const call = school && (day.next(school) ?? day.next(school));
        if (call) void traffic.send(call);
      },
    );
    await sleep(WARM_UP_SECONDS * 1000);
    traffic.recording = true;
    lag.enable();
    const started = performance.now();
    const restarts = options.rolling ? rollingRestart(cluster, (options.seconds * 1000) / 4) : null;
    await sleep(options.seconds * 1000);
    await restarts;
    traffic.recording = false;
    const elapsed = (performance.now() - started) / 1000;
    lag.disable();
    measuring = false;
    await load;
    while (traffic.inFlight > 0) await sleep(50);
    const during = await cluster.sample();

    const figures = printRun(
      { traffic, streams, elapsed, rate: options.rate, lagP99: lag.percentile(99) / 1e6 },
      cluster,
      during,
    );

    const { lost, examples } = await missingWrites(database.handle.db, day.acknowledged);
    console.info(`  записи: подтверждено ${day.acknowledged.count}, нет в базе ${lost}`);
    for (const example of examples) console.info(`    ${example}`);

    streams.stop();
    await sleep(1000);
    const memory = await memoryWithStreams(database, cluster);
    console.info(
      `  память с ${STREAMS_PER_PROCESS} потоками на процесс (открыто ${memory.open.join(' и ')}): ` +
        `${memory.rss.map(mb).join(' и ')} (цель ≤ 400 МБ)`,
    );
    console.info(
      `scale schools=${database.schools.length} processes=${PROCESSES} rps=${figures.rps.toFixed(0)} ` +
        `p95_ms=${figures.p95.toFixed(1)} errors=${figures.errors}`,
    );
    if (options.rolling)
      console.info(
        `rolling-restart acknowledged=${day.acknowledged.count} lost=${lost} server_errors=${figures.serverErrors}`,
      );
  } finally {
    streams.stop();
    traffic.close();
    await cluster.stop();
  }
}

export default async function scaleBench() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.info(
      '  Нужен PostgreSQL: задайте BENCH_DATABASE_URL (сервер, на котором можно создать временную базу)',
    );
    return;
  }
  const options = flags();
  console.info(
    `  ${options.schools} школ, ${PROCESSES} процесса, ${options.seconds} с нагрузки` +
      (options.rolling ? ', поочерёдный перезапуск' : ''),
  );
  const database = await buildScaleDatabase(serverUrl, options.schools);
  try {
    await runScale(database, options);
  } finally {
    await database.drop();
  }
}
