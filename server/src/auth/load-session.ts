import type { MiddlewareHandler } from 'hono';
import type { ApiDeps, AppEnv } from '../app-env.ts';
import { readSessionCookie } from './session-cookie.ts';
import { findSession } from './sessions.ts';

/** Reads the session cookie once per /api request; the endpoint table says which need it. */
export function loadSession(deps: ApiDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readSessionCookie(c);
    c.set('session', token ? await findSession(deps.db, token, deps.now()) : null);
    await next();
  };
}
