/**
 * Conditional lists (docs/api.md) on the 10,000-lead list, through the Node host's HTTP on loopback with compression
 * on: the size on the wire, a 304's server time, and 10 concurrent clients reading the unchanged list (with their
 * tag: 304s; without one: the kept gzipped answer) and the changing list (a lead written every 250 ms — a very busy front desk — while they
 * read). Targets: ≤ 400 KB on the wire, 304 ≤ 2 ms, ≥ 2 000 req/s unchanged, ≥ 50 req/s changing. SQLite, or
 * PostgreSQL with BENCH_DATABASE_URL pointing at an empty database.
 */
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { nodeBrotli } from '../server/node/brotli.ts';
import { createApp } from '../server/src/app.ts';
import { systemClock } from '../src/contract/index.ts';
import { LEAD_COUNT, seedLeads } from './support/big-school.ts';
import { ownerApp, withDemoSchool } from './support/demo-school.ts';
import { printTimings, timeRequests } from './support/timing.ts';

const CLIENTS = 10;
const SECONDS = 3;
const LIST = '/api/leads/getallwhere';

type Load = { requests: number; statuses: Record<number, number>; durations: number[] };

/**
 * The clients run in a worker thread, so they do not take the server's event loop: `CLIENTS` loops reading the list
 * for `SECONDS`, each sending its last tag when `withTag`.
 */
const CLIENTS_SOURCE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, withTag, clients, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const result = { requests: 0, statuses: {}, durations: [] };
const until = performance.now() + seconds * 1000;
// Raw HTTP: the body is counted, never decompressed or parsed (a browser would spend that on its own cores).
function request(tag) {
  return new Promise((resolve, reject) => {
    const sent = http.request(url, {
      method: 'POST',
      agent,
      headers: { ...headers, 'Accept-Encoding': 'gzip', ...(withTag && tag ? { 'If-None-Match': tag } : {}) },
    }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response));
    });
    sent.on('error', reject);
    sent.end('{}');
  });
}
async function client() {
  let tag = null;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await request(tag);
    result.durations.push(performance.now() - started);
    tag = response.headers.etag ?? tag;
    result.requests += 1;
    result.statuses[response.statusCode] = (result.statuses[response.statusCode] ?? 0) + 1;
  }
}
Promise.all(Array.from({ length: clients }, client)).then(() => parentPort.postMessage(result));
`;

function load(base: string, headers: Record<string, string>, withTag: boolean): Promise<Load> {
  const worker = new Worker(CLIENTS_SOURCE, {
    eval: true,
    workerData: { url: `${base}${LIST}`, headers, withTag, clients: CLIENTS, seconds: SECONDS },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: Load) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}

function printLoad(label: string, result: Load) {
  const statuses = Object.entries(result.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ');
  const sorted = [...result.durations].sort((a, b) => a - b);
  const p50 = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.info(
    `  ${label}: ${(result.requests / SECONDS).toFixed(0)} req/s, p50 ${p50.toFixed(1)} ms (${statuses})`,
  );
}

export default async function run() {
  await withDemoSchool({ postgres: true }, async (database) => {
    await seedLeads(database.db);
    const { app: plainApp, headers } = await ownerApp(database.db);
    console.info(`  ${database.dialect}: ${LEAD_COUNT} leads more than the demo`);

    // In process: the answer, then the 304 a client with its tag gets.
    const first = await plainApp.request(LIST, { method: 'POST', headers, body: '{}' });
    const json = await first.text();
    const tag = first.headers.get('etag') ?? '';
    printTimings(
      'POST /api/leads/getallwhere with the current tag (304), server time',
      await timeRequests(200, () =>
        plainApp.request(LIST, { method: 'POST', headers: { ...headers, 'If-None-Match': tag }, body: '{}' }),
      ),
    );

    // Over HTTP, as the Node host serves it.
    const app = createApp({ db: database.db, now: systemClock, compress: true, brotli: nodeBrotli });
    const server = serve({ fetch: app.fetch, port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // What a browser gets (it accepts brotli), and what a client that takes only gzip gets.
      const onWire = async (encoding: string) => {
        const response = await fetch(`${base}${LIST}`, {
          method: 'POST',
          headers: { ...headers, 'Accept-Encoding': encoding },
          body: '{}',
        });
        await response.arrayBuffer();
        return `${(Number(response.headers.get('content-length')) / 1024).toFixed(0)} KB ${response.headers.get('content-encoding')}`;
      };
      console.info(
        `  the list on the wire: ${await onWire('gzip, deflate, br')} (${await onWire('gzip')}; ${(json.length / 1024 / 1024).toFixed(1)} MB of JSON)`,
      );
      printLoad(`${CLIENTS} clients, unchanged list, with their tag`, await load(base, headers, true));
      printLoad(`${CLIENTS} clients, unchanged list, no tag (kept answer)`, await load(base, headers, false));

      // A lead written every 250 ms: the first read after a write reads the list again, the others wait for it.
      let writes = 0;
      const writer = setInterval(() => {
        writes += 1;
        void app.request('/api/leads/create', {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: `Запись ${writes}` }),
        });
      }, 250);
      const changing = await load(base, headers, true);
      clearInterval(writer);
      printLoad(`${CLIENTS} clients, a lead written every 250 ms (${writes} writes)`, changing);
    } finally {
      server.close();
    }
  });
}
