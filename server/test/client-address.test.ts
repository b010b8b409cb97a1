import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../src/auth/client-address.ts';

/** Just enough of a request for `clientAddress`: its X-Forwarded-For header. */
function request(forwardedFor: string | undefined): Context {
  return {
    req: { header: (name: string) => (name.toLowerCase() === 'x-forwarded-for' ? forwardedFor : undefined) },
  } as unknown as Context;
}

const socket = () => '10.0.0.9';

describe('the client address behind N trusted proxies (as Express’s `trust proxy` with a number)', () => {
  it.each([
    // hops, X-Forwarded-For, client
    [0, '203.0.113.7, 127.0.0.1', '10.0.0.9'],
    [0, undefined, '10.0.0.9'],
    [1, '203.0.113.7, 127.0.0.1', '127.0.0.1'],
    [1, '198.51.100.4', '198.51.100.4'],
    [1, undefined, '10.0.0.9'],
    [1, '', '10.0.0.9'],
    [2, '203.0.113.7, 198.51.100.4, 10.0.0.2', '198.51.100.4'],
    [2, 'forged, 203.0.113.7, 198.51.100.4, 10.0.0.2', '198.51.100.4'],
    // Fewer entries than hops: the farthest address known.
    [3, '198.51.100.4, 10.0.0.2', '198.51.100.4'],
    [10, '198.51.100.4', '198.51.100.4'],
    [1, ' 203.0.113.7 ,  127.0.0.1 ', '127.0.0.1'],
  ])('with %i hops, X-Forwarded-For %j is %s', (hops, header, expected) => {
    expect(clientAddress(request(header), hops, socket)).toBe(expected);
  });

  it('names an unknown socket "unknown" (app.request() in tests has none)', () => {
    expect(clientAddress(request(undefined), 1, () => undefined)).toBe('unknown');
    expect(clientAddress(request('198.51.100.4'), 1, () => undefined)).toBe('198.51.100.4');
  });
});
