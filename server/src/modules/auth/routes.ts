import { Hono } from 'hono';
import { apiPaths, loginSchema, registrationSchema } from '../../../../src/contract/index.ts';
import type { ApiDeps, AppEnv } from '../../app-env.ts';
import { clientAddress } from '../../auth/client-address.ts';
import { currentUser, requireSession } from '../../auth/require-session.ts';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie.ts';
import { deleteSession } from '../../auth/sessions.ts';
import { readBody } from '../../http/validate.ts';
import * as service from './service.ts';

export function authRoutes({ db, now, cookieSecure, trustProxy, socketAddress }: ApiDeps) {
  return new Hono<AppEnv>()
    .post(apiPaths.register, async (c) => {
      const input = await readBody(c, registrationSchema);
      return c.json(await service.registerSchool(db, input, now()), 201);
    })
    .post(apiPaths.login, async (c) => {
      const credentials = await readBody(c, loginSchema);
      const { user, token } = await service.logIn(
        db,
        credentials,
        clientAddress(c, trustProxy, socketAddress),
        now(),
      );
      // A new login replaces the session the browser had, if any.
      const previous = c.get('session');
      if (previous) await deleteSession(db, previous.id);
      setSessionCookie(c, token, cookieSecure);
      return c.json({ user });
    })
    .post(apiPaths.logout, async (c) => {
      const session = c.get('session');
      if (session) await deleteSession(db, session.id);
      clearSessionCookie(c, cookieSecure);
      return c.json({ ok: true });
    })
    .get(apiPaths.authCheck, requireSession, (c) => c.json({ user: currentUser(c) }));
}
