import { SESSION_MAX_AGE_SECONDS } from '../db/sessions';

export const SESSION_COOKIE = 'ritm_session';

function isSecure(request: Request): boolean {
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwardedProto === 'https' || new URL(request.url).protocol === 'https:';
}

/**
 * The server's cookie, attribute for attribute. In the browser MSW cannot hand it to the real cookie jar:
 * it keeps mocked cookies in its own store (in localStorage) and adds them to later requests, so
 * `HttpOnly` is written for parity but nothing enforces it. In Node, msw/node keeps the same store in memory.
 */
function serialize(request: Request, value: string, maxAge: number): string {
  const secure = isSecure(request) ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly${secure}; SameSite=Lax`;
}

export function sessionCookie(request: Request, token: string): string {
  return serialize(request, token, SESSION_MAX_AGE_SECONDS);
}

export function clearedSessionCookie(request: Request): string {
  return serialize(request, '', 0);
}
