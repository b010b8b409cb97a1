import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

// One policy for every response. Styles allow 'unsafe-inline' because FullCalendar and the toast library
// inject <style> elements at run time; scripts never do (index.html's inline scripts go by hash).
const DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

/** The Content-Security-Policy header value, with extra script sources (hashes) where a page needs them. */
export function contentSecurityPolicy(extraScriptSources: readonly string[] = []): string {
  return Object.entries(DIRECTIVES)
    .map(([directive, sources]) => {
      const all = directive === 'script-src' ? [...sources, ...extraScriptSources] : sources;
      return `${directive} ${all.join(' ')}`;
    })
    .join('; ');
}

const standardHeaders = secureHeaders({ overwrite: false });
const defaultPolicy = contentSecurityPolicy();

/**
 * hono/secure-headers plus our CSP on every response. The SPA's index.html sets its own policy (with the
 * hashes of its inline scripts) and keeps it: neither step overwrites a header a route already set.
 */
export const securityHeaders: MiddlewareHandler = (c, next) =>
  standardHeaders(c, async () => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.res.headers.set('Content-Security-Policy', defaultPolicy);
    }
  });
