import { getConnInfo } from '@hono/node-server/conninfo';
import type { SocketAddress } from '../src/auth/client-address.ts';

/** The remote address of the request's socket; `app.request()` in tests has no socket and gets none. */
export const nodeSocketAddress: SocketAddress = (c) => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
};
