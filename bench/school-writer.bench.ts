/**
 * One writer per school (docs/time.md): what serialising a school's writes costs. Twenty clients at once update
 * leads — all in one school, then each in a school of its own (20 schools) — with the school's writer, and with
 * no writer at all (the code before it), side by side: throughput and latency. On SQLite, and on PostgreSQL with
 * BENCH_DATABASE_URL pointing at an empty database (its writer holds an advisory lock per request).
 */
import type { DatabaseHandle } from '../server/node/database.ts';
import { createApp } from '../server/src/app.ts';
import type { SchoolWriter } from '../server/src/db/school-writer.ts';
import { systemClock } from '../src/contract/index.ts';
import { withDemoSchool } from './support/demo-school.ts';
import { percentile } from './support/timing.ts';

const CLIENTS = 20;
const WRITES_PER_CLIENT = 40;
const SCHOOLS = 20;

type App = ReturnType<typeof createApp>;
type Client = { headers: Record<string, string>; leadId: number };

async function json(response: Response) {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** A school of its own with its owner signed in and one lead to edit. */
async function school(app: App, index: number): Promise<Client> {
  const email = `writer-bench-${index}-${Math.random().toString(36).slice(2, 8)}@example.ru`;
  const headers = { 'Content-Type': 'application/json' };
  await json(
    await app.request('/api/ownerschool/register', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        school: { name: `Школа замера ${index}` },
        account: { email, password: 'bench-password-1' },
        profile: { full_name: 'Владелец Замера' },
      }),
    }),
  );
  const login = await app.request('/api/user_accounts/login', {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'bench-password-1' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const signed = { ...headers, Cookie: cookie };
  const lead = await json(
    await app.request('/api/leads/create', {
      method: 'POST',
      headers: signed,
      body: '{"name":"Лид замера"}',
    }),
  );
  return { headers: signed, leadId: Number(lead.id) };
}

async function run(app: App, clients: Client[]) {
  const durations: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, index) => {
      const client = clients[index % clients.length] as Client;
      for (let write = 0; write < WRITES_PER_CLIENT; write += 1) {
        const at = performance.now();
        const response = await app.request(`/api/leads/update/${client.leadId}`, {
          method: 'PATCH',
          headers: client.headers,
          body: JSON.stringify({ qualification: `Правка ${index}-${write}` }),
        });
        if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
        await response.arrayBuffer();
        durations.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = durations.sort((a, b) => a - b);
  return {
    rps: durations.length / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
  };
}

async function measure(database: DatabaseHandle) {
  const passthrough: SchoolWriter = (_school, work) => work();
  const label = database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  // The schools are made once (registration is limited per address); sessions live in the database.
  const setup = createApp({ db: database.db, now: systemClock });
  const schools: Client[] = [];
  for (let index = 0; index < SCHOOLS; index += 1) schools.push(await school(setup, index));
  const scopes: [string, Client[]][] = [
    ['одна школа', schools.slice(0, 1)],
    [`${SCHOOLS} школ`, schools],
  ];
  for (const [name, writer] of [
    ['без писателя (как было)', passthrough],
    ['писатель школы', database.writer],
  ] as const) {
    const app = createApp({ db: database.db, now: systemClock, writer });
    for (const [scope, clients] of scopes) {
      const figures = await run(app, clients);
      console.info(
        `  ${label}, ${name}, ${scope}: ${CLIENTS} клиентов × ${WRITES_PER_CLIENT} правок — ` +
          `${figures.rps.toFixed(0)} запр/с, медиана ${figures.p50.toFixed(1)} мс, p95 ${figures.p95.toFixed(1)} мс`,
      );
    }
  }
}

export default async function schoolWriterBench() {
  await withDemoSchool({ postgres: false }, measure);
  if (process.env.BENCH_DATABASE_URL) await withDemoSchool({ postgres: true }, measure);
  else console.info('  PostgreSQL: задайте BENCH_DATABASE_URL (пустая база), чтобы измерить и её');
}
