import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { AppEnv } from '../app-env.ts';
import { isHttpsRequest } from '../http/https-request.ts';
import { SESSION_TTL_SECONDS } from './sessions.ts';

export const SESSION_COOKIE = 'ritm_session';

const attributes = (c: Context, cookieSecure: boolean) =>
  ({
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttpsRequest(c, cookieSecure),
  }) as const;

/** Sets the cookie on the answer, and hands it to a host that cannot read `Set-Cookie` back from a Response. */
function writeCookie(c: Context<AppEnv>, value: string, options: CookieOptions): void {
  const header = generateCookie(SESSION_COOKIE, value, options);
  c.header('Set-Cookie', header, { append: true });
  c.env?.onSetCookie?.(header);
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}

export function setSessionCookie(c: Context<AppEnv>, token: string, cookieSecure: boolean): void {
  writeCookie(c, token, { ...attributes(c, cookieSecure), maxAge: SESSION_TTL_SECONDS });
}

export function clearSessionCookie(c: Context<AppEnv>, cookieSecure: boolean): void {
  writeCookie(c, '', { ...attributes(c, cookieSecure), maxAge: 0 });
}
