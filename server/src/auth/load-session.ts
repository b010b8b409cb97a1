import type { MiddlewareHandler } from 'hono';
import { API_PREFIX } from '../../../src/contract/index.ts';
import type { ApiDeps, AppEnv } from '../app-env.ts';
import { bearerToken, findTokenSession } from './bearer.ts';
import { findCabinetSession } from './cabinet-sessions.ts';
import { readCabinetCookie, readSessionCookie } from './session-cookie.ts';
import { findSession } from './sessions.ts';

const CABINET_PATHS = `${API_PREFIX}/cabinet/`;

/**
 * Reads the session cookie once per /api request; the endpoint table says which need it. The cabinet's cookie is
 * read only for the cabinet's own paths: anywhere else it opens nothing.
 */
export function loadSession(deps: ApiDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // An integration's token: no cookie is read with it, and the cabinet's never.
    const bearer = bearerToken(c.req.header('authorization'));
    if (bearer !== undefined) {
      c.set('session', await findTokenSession(deps.db, bearer, deps.now()));
      c.set('cabinet', null);
      return next();
    }
    const token = readSessionCookie(c);
    c.set('session', token ? await findSession(deps.db, token, deps.now()) : null);
    const cabinetToken = c.req.path.startsWith(CABINET_PATHS) ? readCabinetCookie(c) : undefined;
    c.set('cabinet', cabinetToken ? await findCabinetSession(deps.db, cabinetToken, deps.now()) : null);
    await next();
  };
}
