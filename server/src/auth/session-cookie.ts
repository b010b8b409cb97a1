import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_TTL_SECONDS } from './sessions.ts';

export const SESSION_COOKIE = 'ritm_session';

/** Secure when the request reached us over HTTPS (directly or through a proxy), or when configured. */
function isSecure(c: Context, cookieSecure: boolean): boolean {
  const forwardedProto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return cookieSecure || forwardedProto === 'https' || new URL(c.req.url).protocol === 'https:';
}

const attributes = (c: Context, cookieSecure: boolean) =>
  ({
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecure(c, cookieSecure),
  }) as const;

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}

export function setSessionCookie(c: Context, token: string, cookieSecure: boolean): void {
  setCookie(c, SESSION_COOKIE, token, { ...attributes(c, cookieSecure), maxAge: SESSION_TTL_SECONDS });
}

export function clearSessionCookie(c: Context, cookieSecure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, attributes(c, cookieSecure));
}
