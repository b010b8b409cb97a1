import type { MiddlewareHandler } from 'hono';
import { bearerToken } from '../auth/bearer.ts';
import { crossSiteRequest } from './errors.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The host (name and port) a browser addressed: the proxy's forwarded host when a proxy is trusted. */
function addressedHost(request: Request, trustProxy: number): string {
  const forwarded =
    trustProxy > 0 ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return forwarded || request.headers.get('host') || new URL(request.url).host;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Writes come from the app's own pages only. A browser names the page that sent a request in `Origin` (and in
 * `Sec-Fetch-Site`); an unsafe method from another site — a form, an image, a script on evil.example — is refused
 * with 403 before anything runs. Requests without either header (curl, a server, the tests) are not a browser
 * acting for someone and pass; the session cookie's SameSite=Lax and the JSON content type guard them as before.
 */
export function sameOriginWrites(trustProxy: number): MiddlewareHandler {
  return async (c, next) => {
    // A bearer token is never sent by a browser on its own: no cross-site page can make that request for anyone.
    if (UNSAFE_METHODS.has(c.req.method) && !bearerToken(c.req.header('authorization'))) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const foreign =
        origin !== undefined
          ? origin === 'null' || hostOf(origin) !== addressedHost(c.req.raw, trustProxy)
          : site === 'cross-site' || site === 'same-site';
      if (foreign) throw crossSiteRequest();
    }
    await next();
  };
}
