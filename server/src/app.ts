import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { Kysely } from 'kysely';
import {
  API_PREFIX,
  type Clock,
  type EndpointDefinition,
  endpoints,
  serverErrors,
} from '../../src/contract/index.ts';
import type { ApiDeps, AppEnv } from './app-env.ts';
import type { SocketAddress } from './auth/client-address.ts';
import { loadSession } from './auth/load-session.ts';
import { MAX_REGISTRATIONS_PER_ADDRESS } from './auth/registration-throttle.ts';
import type { Database } from './db/schema.ts';
import { inProcessWriter, type SchoolWriter } from './db/school-writer.ts';
import { memorySchoolEvents, type SchoolEvents } from './events/school-events.ts';
import type { Brotli } from './http/conditional-lists.ts';
import { endpointRoutes, type Handlers } from './http/endpoint-routes.ts';
import { handleError } from './http/error-handler.ts';
import { notFound, payloadTooLarge } from './http/errors.ts';
import { requireJsonContentType } from './http/json-content-type.ts';
import { sameOriginWrites } from './http/same-origin.ts';
import { securityHeaders } from './http/security-headers.ts';
import { apiTokenHandlers } from './modules/api-tokens/handlers.ts';
import { archiveHandlers } from './modules/archive/handlers.ts';
import { attendanceHandlers } from './modules/attendance/handlers.ts';
import { authHandlers } from './modules/auth/handlers.ts';
import { backupHandlers } from './modules/backups/handlers.ts';
import { cabinetHandlers } from './modules/cabinet/handlers.ts';
import { clientHandlers } from './modules/clients/handlers.ts';
import { closureHandlers } from './modules/closures/handlers.ts';
import { eventHandlers } from './modules/events/handlers.ts';
import { expenseHandlers } from './modules/expenses/handlers.ts';
import { financeHandlers } from './modules/finances/handlers.ts';
import { groupHandlers } from './modules/groups/handlers.ts';
import { historyHandlers } from './modules/history/handlers.ts';
import { importHandlers } from './modules/imports/handlers.ts';
import { joinFormHandlers } from './modules/join-form/handlers.ts';
import { leadHandlers } from './modules/leads/handlers.ts';
import { lessonHandlers } from './modules/lessons/handlers.ts';
import { makeupHandlers } from './modules/makeup-bookings/handlers.ts';
import { messageHandlers } from './modules/messages/handlers.ts';
import { lessonChanged, paymentReceived, signInCode } from './modules/notices/service.ts';
import type { OutboxKick } from './modules/outbox/mailer.ts';
import { passCorrectionHandlers } from './modules/pass-corrections/handlers.ts';
import { paymentHandlers } from './modules/payments/handlers.ts';
import { payrollHandlers } from './modules/payroll/handlers.ts';
import { reportHandlers } from './modules/reports/handlers.ts';
import { saleHandlers } from './modules/sales/handlers.ts';
import { scheduleHandlers } from './modules/schedules/handlers.ts';
import { schoolHandlers } from './modules/schools/handlers.ts';
import { sourceHandlers } from './modules/sources/handlers.ts';
import { statusHandlers } from './modules/statuses/handlers.ts';
import { studentHandlers } from './modules/students/handlers.ts';
import { styleHandlers } from './modules/styles/handlers.ts';
import { subscriptionHandlers } from './modules/subscriptions/handlers.ts';
import { DEFAULT_TELEGRAM_API_URL } from './modules/telegram/bot-api.ts';
import { telegramHandlers } from './modules/telegram/handlers.ts';
import { userHandlers } from './modules/users/handlers.ts';
import { waitlistHandlers } from './modules/waitlists/handlers.ts';
import { acceptOffer, declineOffer, offerFreedSeats, openOffers } from './modules/waitlists/service.ts';
import type { WebhookAddressPolicy } from './modules/webhooks/address.ts';
import { webhookHandlers } from './modules/webhooks/handlers.ts';
import { queueEvent } from './modules/webhooks/service.ts';

/** Where links in messages lead when the host names no public address (development on this machine). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export const MAX_BODY_BYTES = 1024 * 1024;
/** An endpoint with a file's rows (an import, docs/import.md): up to 10 000 of them. */
export const MAX_FILE_BODY_BYTES = 8 * 1024 * 1024;
const fileBodyPaths = new Set(
  Object.values(endpoints as Record<string, EndpointDefinition>)
    .filter((endpoint) => endpoint.fileBody)
    .map((endpoint) => `${API_PREFIX}${endpoint.path}`),
);
/** Writes whose body may be the school id itself, in any content type (http/json-content-type.ts). */
const idBodyRoutes = new Set(
  Object.values(endpoints as Record<string, EndpointDefinition>)
    .filter((endpoint) => endpoint.schoolIdBody)
    .map((endpoint) => `${endpoint.method} ${API_PREFIX}${endpoint.path}`),
);
const COMPRESS_THRESHOLD_BYTES = 1024;

/** JSON answers carry their length, so compression can leave the small ones (a session check) as they are. */
const declareLength: MiddlewareHandler = async (c, next) => {
  await next();
  // An event stream never ends: it goes out as it is written.
  if (c.res.headers.has('Content-Length') || c.res.headers.has('Transfer-Encoding') || !c.res.body) return;
  const body = await c.res.arrayBuffer();
  c.res = new Response(body, c.res);
  c.res.headers.set('Content-Length', String(body.byteLength));
};

export type AppOptions = {
  db: Kysely<Database>;
  /** The clock (the host's `systemClock`; tests pass their own to move time). */
  now: Clock;
  /** Always mark the session cookie Secure (COOKIE_SECURE=1), not only behind `X-Forwarded-Proto: https`. */
  cookieSecure?: boolean;
  /** How many reverse proxies stand in front of us: the client address is that many hops into `X-Forwarded-For`. */
  trustProxy?: number;
  /** Registrations an hour from one address: MAX_REGISTRATIONS_PER_ADDRESS unless the host says otherwise. */
  registrationsPerHour?: number;
  /** How the host reads a request's peer address (login throttling); the Node host reads the socket. */
  socketAddress?: SocketAddress;
  /** The host's own routes beside /api: the Node host serves the built SPA there. */
  site?: Hono;
  /** Compress API answers by Accept-Encoding (the Node host; in the browser the mock host has no network). */
  compress?: boolean;
  /** The host's brotli (Node's zlib): unchanged big lists go out in it to clients that accept it. */
  brotli?: Brotli;
  /** The school's one writer (db/school-writer.ts): this process's queue unless the host brings one for PostgreSQL. */
  writer?: SchoolWriter;
  /** Where live updates fan out (the Node host on PostgreSQL: LISTEN/NOTIFY); this process's memory otherwise. */
  events?: SchoolEvents;
  /** Asks the host's outbox loop to deliver now (jobs/outbox-loop.ts); without one, messages wait for its tick. */
  kickOutbox?: OutboxKick;
  /** Where the Bot API answers (TELEGRAM_API_URL); the real one unless the host says otherwise (tests: loopback). */
  telegramApiUrl?: string;
  /** The installation's public address (PUBLIC_URL) for links in messages. */
  publicUrl?: string;
  /** Telegram calls this installation's webhook for the bots' updates (TELEGRAM_WEBHOOK). */
  telegramWebhook?: boolean;
  /** Whether the host's mailer has a way out (SMTP_URL; the mock host's mailbox). */
  mailConfigured?: boolean;
  /**
   * Where webhooks may go: the Node host resolves names and honours WEBHOOK_ALLOW_PRIVATE_NETWORKS; by default only
   * literal public addresses and names are let through (nothing is resolved).
   */
  webhookAddresses?: WebhookAddressPolicy;
};

/** The whole HTTP application, built from its dependencies; `app.request()` drives it in tests. */
export function createApp(options: AppOptions) {
  const deps: ApiDeps = {
    db: options.db,
    now: options.now,
    cookieSecure: options.cookieSecure ?? false,
    trustProxy: options.trustProxy ?? 0,
    socketAddress: options.socketAddress ?? (() => undefined),
    registrationsPerHour: options.registrationsPerHour ?? MAX_REGISTRATIONS_PER_ADDRESS,
    events: options.events ?? memorySchoolEvents(),
    writer: options.writer ?? inProcessWriter(),
    kickOutbox: options.kickOutbox ?? (() => undefined),
    telegramApiUrl: options.telegramApiUrl ?? DEFAULT_TELEGRAM_API_URL,
    publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL,
    telegramWebhook: options.telegramWebhook ?? false,
    mailConfigured: options.mailConfigured ?? false,
    webhookAddresses: options.webhookAddresses ?? { allowPrivateNetworks: false },
    notices: { lessonChanged, paymentReceived, signInCode },
    queueWebhookEvent: queueEvent,
    waitlists: {
      seatsFreed: (trx, schoolId, freed, time) =>
        offerFreedSeats(trx, schoolId, freed, time, { publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL }),
      openOffers,
      familyAnswer: (trx, { schoolId, entryId, accept }, time) =>
        accept
          ? acceptOffer(trx, null, schoolId, entryId, time)
          : declineOffer(trx, null, schoolId, entryId, time, {
              publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL,
            }),
    },
  };

  // Every endpoint of the contract table, each handled by its module (the type checks that none is missing).
  const handlers: Handlers = {
    ...apiTokenHandlers(deps),
    ...archiveHandlers(deps),
    ...attendanceHandlers(deps),
    ...makeupHandlers(deps),
    ...waitlistHandlers(deps),
    ...authHandlers(deps),
    ...backupHandlers(deps),
    ...cabinetHandlers(deps),
    ...clientHandlers(deps),
    ...eventHandlers(deps),
    ...expenseHandlers(deps),
    ...financeHandlers(deps),
    ...groupHandlers(deps),
    ...historyHandlers(deps),
    ...importHandlers(deps),
    ...joinFormHandlers(deps),
    ...leadHandlers(deps),
    ...paymentHandlers(deps),
    ...passCorrectionHandlers(deps),
    ...reportHandlers(deps),
    ...lessonHandlers(deps),
    ...messageHandlers(deps),
    ...saleHandlers(deps),
    ...scheduleHandlers(deps),
    ...closureHandlers(deps),
    ...payrollHandlers(deps),
    ...schoolHandlers(deps),
    ...sourceHandlers(deps),
    ...statusHandlers(deps),
    ...studentHandlers(deps),
    ...styleHandlers(deps),
    ...subscriptionHandlers(deps),
    ...telegramHandlers(deps),
    ...userHandlers(deps),
    ...webhookHandlers(deps),
  };

  const tooLarge = () => Promise.reject(payloadTooLarge());
  const smallBodies = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  const fileBodies = bodyLimit({ maxSize: MAX_FILE_BODY_BYTES, onError: tooLarge });

  const api = new Hono<AppEnv>();
  // Answers over 1 KB travel gzipped when the client accepts it: a 10 000-lead list shrinks about tenfold.
  if (options.compress) api.use(compress({ threshold: COMPRESS_THRESHOLD_BYTES }), declareLength);
  api
    // Size and content type are checked before anything reads the body or the database.
    .use((c, next) => (fileBodyPaths.has(c.req.path) ? fileBodies : smallBodies)(c, next))
    .use(sameOriginWrites(deps.trustProxy))
    .use(requireJsonContentType(idBodyRoutes))
    .use(async (c, next) => {
      await next();
      // Answers depend on who asks; no shared cache may keep them.
      c.res.headers.set('Cache-Control', 'no-store');
    })
    .use(loadSession(deps))
    .route(
      '/',
      endpointRoutes(handlers, { ...deps, compress: options.compress ?? false, brotli: options.brotli }),
    )
    .all('*', () => {
      throw notFound();
    });

  const app = new Hono<AppEnv>().use(securityHeaders(deps.cookieSecure)).route('/api', api);
  if (options.site) app.route('/', options.site);
  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json({ message: serverErrors.notFound }, 404)
      : c.text('Не найдено', 404),
  );
  app.onError(handleError);
  return app;
}
