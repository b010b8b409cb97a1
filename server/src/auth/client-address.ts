import type { Context } from 'hono';

/** The host's way to read the peer address of a request (the Node host reads the socket); none by default. */
export type SocketAddress = (c: Context) => string | undefined;

/** The most proxy hops TRUST_PROXY may name: more is a typo, not a deployment. */
export const MAX_TRUSTED_PROXY_HOPS = 10;

/**
 * The address login throttling counts by, as Express's `trust proxy` with a number of hops computes it.
 *
 * Each proxy appends the address it received the request from to `X-Forwarded-For`, so the header is written
 * from the right by our proxies and from the left by anyone at all: a client may send `X-Forwarded-For: forged`
 * and the proxy passes on `forged, <client>`. The addresses, nearest first, are the socket's peer and then the
 * header's entries from right to left; with `trustedHops` proxies in front of us the first `trustedHops` of them
 * are our proxies, and the next one is the client. When the header is shorter than that (a request that came
 * past fewer proxies), the farthest address known is the client. With no trusted hops the header is ignored:
 * any client can write it and would dodge the per-address limit. `app.request()` in tests has no socket.
 */
export function clientAddress(c: Context, trustedHops: number, socketAddress: SocketAddress): string {
  const socket = socketAddress(c) ?? 'unknown';
  if (trustedHops <= 0) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const nearestFirst = [socket, ...forwarded.reverse()];
  const client = nearestFirst[Math.min(trustedHops, nearestFirst.length - 1)] ?? socket;
  return client.slice(0, 100);
}
