import type { SqlJsStatic } from 'sql.js';
import { createApp } from '../server/src/app.ts';
import type { HostBindings } from '../server/src/app-env.ts';
import { installPasswordHashing } from '../server/src/auth/password.ts';
import { prepareDatabase } from '../server/src/bootstrap.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';
import { inProcessWriter } from '../server/src/db/school-writer.ts';
import { runDailyJobs } from '../server/src/jobs/daily-jobs.ts';
import { deliverDue } from '../server/src/modules/outbox/delivery.ts';
import { demoAdmin, systemClock } from '../src/contract/index.ts';
import { type MockMailbox, type MockPost, mockPost } from './mailbox.ts';
import { nobleScrypt } from './noble-scrypt.ts';
import { type EmbeddedDatabase, openEmbeddedDatabase } from './sql-js-database.ts';

/** Where the mock host keeps its database between page loads: one tab's sessionStorage in the browser. */
export type SnapshotStore = {
  load(): Uint8Array | null;
  save(bytes: Uint8Array): void;
};

export type MockBackendOptions = {
  SQL: SqlJsStatic;
  store?: SnapshotStore;
  /** The clock the app and the demo seed read; real time unless a test moves it. */
  now?: () => Date;
  /** Look for the daily jobs this often, as the Node host does (a browser tab); once at start otherwise. */
  jobsEveryMs?: number;
  /** Deliver the outbox this often besides when the app asks (as the Node host's outbox loop does). */
  mailEveryMs?: number;
  /** Where mail goes: the page's own mailbox when the page shows it before the host is ready; a new one otherwise. */
  post?: MockPost;
};

/** The server's own application over an embedded SQLite: what answers `/api` when there is no server. */
export type MockBackend = {
  fetch(request: Request, bindings?: HostBindings): Promise<Response>;
  /** Back to the clean demo school (the same rows and ids as a freshly seeded server); sessions end. */
  reset(): Promise<void>;
  /** Where the outbox delivers: sign-in codes and invitations, newest last. */
  mailbox: MockMailbox;
  /** Delivers what is due now; resolves after any delivery the app asked for before it. */
  deliverMail(): Promise<void>;
  /** The host's daily jobs as they would run at `at` (now by default), without moving the clock. */
  runJobs(at?: Date): Promise<void>;
};

export async function createMockBackend({
  SQL,
  store,
  now = systemClock,
  jobsEveryMs,
  mailEveryMs,
  post = mockPost(now),
}: MockBackendOptions) {
  installPasswordHashing(nobleScrypt, 'cheap');

  let demo: Promise<Uint8Array> | undefined;
  // The demo is seeded once per host; every reset opens a copy of it.
  const demoSnapshot = () => {
    demo ??= (async () => {
      const seeded = openEmbeddedDatabase(SQL);
      await prepareDatabase(seeded.db, { admin: demoAdmin, demo: true, now: now() });
      const bytes = seeded.snapshot();
      await seeded.close();
      return bytes;
    })();
    return demo;
  };

  async function open(bytes: Uint8Array): Promise<EmbeddedDatabase> {
    const database = openEmbeddedDatabase(SQL, bytes);
    // A snapshot saved by an older build gets the migrations added since.
    await migrateToLatest(database.db);
    return database;
  }

  const persisted = store?.load();
  const restored = persisted ? await open(persisted).catch(() => null) : null;
  // A saved file that no longer opens (another build's, a cut one) is dropped: the tab starts from the demo.
  let database = restored ?? (await open(await demoSnapshot()));
  // One request at a time already (below); the writer is the same queue the Node host keeps per school.
  const writer = inProcessWriter();
  const { mailbox, mailer } = post;
  // A request that queued a message someone waits for (a code) asks for delivery: it runs right after that request.
  const kickOutbox = () =>
    void deliverMail().catch((error) => console.error('Очередь писем не разобрана:', error));
  // Links in messages lead back to this page's origin; the page's mailbox is the mock host's way out for email.
  const publicUrl = globalThis.location?.origin ?? 'http://localhost:5173';
  const build = () =>
    createApp({ db: database.db, now, writer, kickOutbox, publicUrl, mailConfigured: mailer.configured });
  let app = build();
  // A tab's own file is written back only when migrations changed it; a new tab stores its demo copy.
  if (store && (!restored || database.changes() > 0)) store.save(database.snapshot());

  // One request at a time: sql.js has one connection, and a snapshot must never cut a transaction in two.
  let queue: Promise<unknown> = Promise.resolve();
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  // The host's own work, in the request queue like any write; the file is stored if it wrote.
  const hostWork = (work: () => Promise<unknown>) =>
    exclusive(async () => {
      const before = database.changes();
      await work();
      if (store && database.changes() !== before) store.save(database.snapshot());
    });
  // The daily jobs (jobs/daily-jobs.ts) and the outbox (modules/outbox/delivery.ts), as the Node host runs them.
  const runJobs = (at = now()) => hostWork(() => runDailyJobs(database.db, writer, at, { publicUrl }));
  const deliverMail = () => hostWork(() => deliverDue(database.db, mailer, now()));
  await runJobs();
  if (jobsEveryMs) setInterval(() => void runJobs().catch((error) => console.error(error)), jobsEveryMs);
  if (mailEveryMs) setInterval(kickOutbox, mailEveryMs);

  // The demo as a reset leaves it, after the day's jobs at that clock reading. The component tests reset before
  // every test at the same reading (a manual clock), and the jobs were half of a reset's time: they run once per
  // reading, and the same reading opens the same file.
  let afterJobs: { at: number; bytes: Uint8Array } | undefined;
  const backend: MockBackend = {
    fetch: (request, bindings) =>
      exclusive(async () => {
        const before = database.changes();
        const response = await app.fetch(request, bindings);
        // Most list reads are POSTs (`getallwhere`): the file is copied out only when a request wrote to it.
        if (store && database.changes() !== before) store.save(database.snapshot());
        return response;
      }),
    reset: () =>
      exclusive(async () => {
        await database.close();
        const at = now();
        if (afterJobs?.at === at.getTime()) database = await open(afterJobs.bytes);
        else {
          database = await open(await demoSnapshot());
          await runDailyJobs(database.db, writer, at, { publicUrl });
          afterJobs = { at: at.getTime(), bytes: database.snapshot() };
        }
        app = build();
        mailbox.clear();
        store?.save(database.snapshot());
      }),
    mailbox,
    deliverMail: () => deliverMail(),
    runJobs: (at) => runJobs(at),
  };
  return backend;
}
