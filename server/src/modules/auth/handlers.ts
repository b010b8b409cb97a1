import type { ApiDeps } from '../../app-env.ts';
import { clientAddress } from '../../auth/client-address.ts';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie.ts';
import { deleteSession } from '../../auth/sessions.ts';
import { timeZoneOf } from '../schools/service.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

export function authHandlers({ db, cookieSecure, trustProxy, socketAddress, registrationsPerHour }: ApiDeps) {
  return {
    register: ({ c, body, time }) =>
      service.registerSchool(db, body, time.now, {
        ip: clientAddress(c, trustProxy, socketAddress),
        perHour: registrationsPerHour,
      }),
    login: async ({ c, body, time }) => {
      const { user, token } = await service.logIn(
        db,
        body,
        clientAddress(c, trustProxy, socketAddress),
        time.now,
      );
      // A new login replaces the session the browser had, if any.
      const previous = c.get('session');
      if (previous) await deleteSession(db, previous.id);
      setSessionCookie(c, token, cookieSecure);
      return { user, time_zone: await timeZoneOf(db, user.school_id) };
    },
    logout: async ({ c }) => {
      const session = c.get('session');
      if (session) await deleteSession(db, session.id);
      clearSessionCookie(c, cookieSecure);
      return { ok: true } as const;
    },
    authCheck: ({ user, time }) => ({ user, time_zone: time.zone }),
    passwordChange: async ({ c, user, body, time }) => {
      const session = c.get('session');
      if (!session) throw new Error('A session endpoint ran without a session');
      await service.changeOwnPassword(
        db,
        { id: session.id, user },
        body,
        clientAddress(c, trustProxy, socketAddress),
        time.now,
      );
      return { ok: true } as const;
    },
  } satisfies Partial<Handlers>;
}
