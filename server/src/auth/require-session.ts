import type { Context, MiddlewareHandler } from 'hono';
import type { User } from '../../../src/contract/index.ts';
import type { ApiDeps, AppEnv } from '../app-env.ts';
import { unauthenticated } from '../http/errors.ts';
import { readSessionCookie } from './session-cookie.ts';
import { findSession } from './sessions.ts';

/** Reads the session cookie once per /api request; routes then say whether they need it. */
export function loadSession(deps: ApiDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readSessionCookie(c);
    c.set('session', token ? await findSession(deps.db, token, deps.now()) : null);
    await next();
  };
}

/** Guard of every non-public route: 401 without a valid session. */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('session')) throw unauthenticated();
  await next();
};

/** The signed-in user of a guarded route. */
export function currentUser(c: Context<AppEnv>): User {
  const session = c.get('session');
  if (!session) throw unauthenticated();
  return session.user;
}
