import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import { serverErrors } from '../../src/contract/index.ts';
import type { ApiDeps, AppEnv } from './app-env.ts';
import type { SocketAddress } from './auth/client-address.ts';
import { loadSession } from './auth/require-session.ts';
import type { Database } from './db/schema.ts';
import { handleError } from './http/error-handler.ts';
import { notFound, payloadTooLarge } from './http/errors.ts';
import { requireJsonContentType } from './http/json-content-type.ts';
import { securityHeaders } from './http/security-headers.ts';
import { attendanceRoutes } from './modules/attendance/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { clientRoutes } from './modules/clients/routes.ts';
import { groupRoutes } from './modules/groups/routes.ts';
import { leadRoutes } from './modules/leads/routes.ts';
import { lessonRoutes } from './modules/lessons/routes.ts';
import { scheduleRoutes } from './modules/schedules/routes.ts';
import { schoolRoutes } from './modules/schools/routes.ts';
import { sourceRoutes } from './modules/sources/routes.ts';
import { statusRoutes } from './modules/statuses/routes.ts';
import { studentRoutes } from './modules/students/routes.ts';
import { styleRoutes } from './modules/styles/routes.ts';
import { userRoutes } from './modules/users/routes.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

export type AppOptions = {
  db: Kysely<Database>;
  /** The clock; tests pass their own to move time. */
  now?: () => Date;
  /** Always mark the session cookie Secure (COOKIE_SECURE=1), not only behind `X-Forwarded-Proto: https`. */
  cookieSecure?: boolean;
  /** Take the client address from `X-Forwarded-For` (only behind a proxy that overwrites it). */
  trustProxy?: boolean;
  /** How the host reads a request's peer address (login throttling); the Node host reads the socket. */
  socketAddress?: SocketAddress;
  /** The host's own routes beside /api: the Node host serves the built SPA there. */
  site?: Hono;
};

/** The whole HTTP application, built from its dependencies; `app.request()` drives it in tests. */
export function createApp(options: AppOptions) {
  const deps: ApiDeps = {
    db: options.db,
    now: options.now ?? (() => new Date()),
    cookieSecure: options.cookieSecure ?? false,
    trustProxy: options.trustProxy ?? false,
    socketAddress: options.socketAddress ?? (() => undefined),
  };

  const api = new Hono<AppEnv>()
    // Size and content type are checked before anything reads the body or the database.
    .use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => Promise.reject(payloadTooLarge()) }))
    .use(requireJsonContentType)
    .use(async (c, next) => {
      await next();
      // Answers depend on who asks; no shared cache may keep them.
      c.res.headers.set('Cache-Control', 'no-store');
    })
    .use(loadSession(deps))
    .route('/', authRoutes(deps))
    .route('/', userRoutes(deps))
    .route('/', schoolRoutes(deps))
    .route('/', leadRoutes(deps))
    .route('/', studentRoutes(deps))
    .route('/', clientRoutes(deps))
    .route('/', groupRoutes(deps))
    .route('/', statusRoutes(deps))
    .route('/', sourceRoutes(deps))
    .route('/', styleRoutes(deps))
    .route('/', scheduleRoutes(deps))
    .route('/', lessonRoutes(deps))
    .route('/', attendanceRoutes(deps))
    .all('*', () => {
      throw notFound();
    });

  const app = new Hono<AppEnv>().use(securityHeaders).route('/api', api);
  if (options.site) app.route('/', options.site);
  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json({ message: serverErrors.notFound }, 404)
      : c.text('Не найдено', 404),
  );
  app.onError(handleError);
  return app;
}
