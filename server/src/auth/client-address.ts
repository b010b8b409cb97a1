import type { Context } from 'hono';

/** The host's way to read the peer address of a request (the Node host reads the socket); none by default. */
export type SocketAddress = (c: Context) => string | undefined;

/**
 * The address login throttling counts by. Behind a reverse proxy (`trustProxy`) it is the first
 * `X-Forwarded-For` entry; otherwise the header is ignored, because any client can write it and would dodge
 * the per-address limit. Without a proxy it is the socket's address; `app.request()` in tests has none.
 */
export function clientAddress(c: Context, trustProxy: boolean, socketAddress: SocketAddress): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  if (forwarded) return forwarded.slice(0, 100);
  return socketAddress(c) ?? 'unknown';
}
