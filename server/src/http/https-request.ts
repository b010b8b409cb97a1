import type { Context } from 'hono';

/**
 * Whether the browser reached us over HTTPS: directly, through a proxy that says so (`X-Forwarded-Proto`), or
 * because the installation says it always does (COOKIE_SECURE=1). Decides the cookie's Secure flag and HSTS.
 */
export function isHttpsRequest(c: Context, alwaysHttps: boolean): boolean {
  const forwardedProto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return alwaysHttps || forwardedProto === 'https' || new URL(c.req.url).protocol === 'https:';
}
