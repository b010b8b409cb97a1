import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { CABINET_SESSION_DAYS } from '../../../src/contract/index.ts';
import type { AppEnv } from '../app-env.ts';
import { isHttpsRequest } from '../http/https-request.ts';
import { SESSION_TTL_SECONDS } from './sessions.ts';

export const SESSION_COOKIE = 'ritm_session';
/** The cabinet's own cookie: a family's session never rides on the staff's, nor the other way round. */
export const CABINET_COOKIE = 'ritm_cabinet';
const CABINET_TTL_SECONDS = CABINET_SESSION_DAYS * 24 * 60 * 60;

const attributes = (c: Context, cookieSecure: boolean) =>
  ({
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttpsRequest(c, cookieSecure),
  }) as const;

/** Sets the cookie on the answer, and hands it to a host that cannot read `Set-Cookie` back from a Response. */
function writeCookie(c: Context<AppEnv>, value: string, options: CookieOptions, name = SESSION_COOKIE): void {
  const header = generateCookie(name, value, options);
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

export function readCabinetCookie(c: Context): string | undefined {
  return getCookie(c, CABINET_COOKIE) || undefined;
}

export function setCabinetCookie(c: Context<AppEnv>, token: string, cookieSecure: boolean): void {
  writeCookie(c, token, { ...attributes(c, cookieSecure), maxAge: CABINET_TTL_SECONDS }, CABINET_COOKIE);
}

export function clearCabinetCookie(c: Context<AppEnv>, cookieSecure: boolean): void {
  writeCookie(c, '', { ...attributes(c, cookieSecure), maxAge: 0 }, CABINET_COOKIE);
}
