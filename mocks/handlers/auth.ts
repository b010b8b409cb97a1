import { HttpResponse } from 'msw';
import { loginSchema, registrationSchema, serverErrors } from '@/contract';
import { findProfile, findUserByEmail, isPasswordOf } from '../db/accounts';
import { mockNow } from '../db/clock';
import { changeMockDb, mockDb } from '../db/database';
import {
  clearLoginFailures,
  loginBlockedFor,
  MOCK_CLIENT_ADDRESS,
  recordLoginFailure,
} from '../db/login-failures';
import { registerSchool } from '../db/schools';
import { endSession, startSession } from '../db/sessions';
import { requireAccess } from '../http/access';
import { apiErrors } from '../http/api-error';
import { readPathId } from '../http/path-id';
import { readBody } from '../http/request-body';
import { route } from '../http/route';
import { profileJson, schoolJson, userJson } from '../http/serializers';
import { clearedSessionCookie, SESSION_COOKIE, sessionCookie } from '../http/session-cookie';

export const authHandlers = [
  route('post', 'register', async ({ request }) => {
    const input = await readBody(request, registrationSchema);
    if (findUserByEmail(mockDb(), input.account.email)) throw apiErrors.conflict(serverErrors.emailTaken);
    const { school, owner } = changeMockDb((db) => registerSchool(db, input));
    return HttpResponse.json(
      { school: schoolJson(school), user: { id: owner.id, email: owner.email } },
      { status: 201 },
    );
  }),

  route('post', 'login', async ({ request, cookies }) => {
    const { email, password } = await readBody(request, loginSchema);
    const now = mockNow();
    const blockedFor = loginBlockedFor(mockDb(), email, MOCK_CLIENT_ADDRESS, now);
    if (blockedFor !== null) throw apiErrors.tooManyLogins(blockedFor);
    const user = findUserByEmail(mockDb(), email);
    if (!user || !isPasswordOf(user, password)) {
      changeMockDb((db) => recordLoginFailure(db, email, MOCK_CLIENT_ADDRESS, now));
      throw apiErrors.wrongCredentials();
    }
    const token = changeMockDb((db) => {
      clearLoginFailures(db, email);
      // A new login replaces the session the browser had, if any (as on the server).
      const previous = cookies[SESSION_COOKIE];
      if (previous) endSession(db, previous);
      return startSession(db, user.id);
    });
    return HttpResponse.json(
      { user: userJson(mockDb(), user) },
      { headers: { 'Set-Cookie': sessionCookie(request, token) } },
    );
  }),

  route('post', 'logout', ({ request, cookies }) => {
    const token = cookies[SESSION_COOKIE];
    if (token) changeMockDb((db) => endSession(db, token));
    return HttpResponse.json({ ok: true }, { headers: { 'Set-Cookie': clearedSessionCookie(request) } });
  }),

  route('get', 'authCheck', ({ cookies }) => {
    const user = requireAccess(cookies);
    return HttpResponse.json({ user: userJson(mockDb(), user) });
  }),

  route('get', 'profile', ({ params, cookies }) => {
    const caller = requireAccess(cookies);
    const userId = readPathId(params);
    const db = mockDb();
    const owner = db.users.rows.find((user) => user.id === userId);
    const profile = findProfile(db, userId);
    const mayRead =
      userId === caller.id ||
      caller.role === 'admin' ||
      (caller.role === 'owner' && owner !== undefined && owner.school_id === caller.school_id);
    if (!profile || !mayRead) throw apiErrors.notFound();
    return HttpResponse.json(profileJson(profile));
  }),
];
