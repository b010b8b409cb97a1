import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address login throttling counts by. Behind a reverse proxy (`trustProxy`) it is the first
 * `X-Forwarded-For` entry; otherwise the header is ignored, because any client can write it and would dodge
 * the per-address limit. Without a proxy it is the socket's address; `app.request()` in tests has none.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  if (forwarded) return forwarded.slice(0, 100);
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
