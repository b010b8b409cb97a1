import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { isHttpsRequest } from './https-request.ts';

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

// HSTS is sent only over HTTPS, where it means something (below); the features a CRM never uses are off.
const standardHeaders = secureHeaders({
  overwrite: false,
  strictTransportSecurity: false,
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
    serial: [],
  },
});
const defaultPolicy = contentSecurityPolicy();
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * hono/secure-headers plus our CSP on every response, and HSTS when the request came over HTTPS. The SPA's
 * index.html sets its own policy (with the hashes of its inline scripts) and keeps it: neither step overwrites a
 * header a route already set.
 */
export function securityHeaders(alwaysHttps: boolean): MiddlewareHandler {
  return (c, next) =>
    standardHeaders(c, async () => {
      await next();
      if (!c.res.headers.has('Content-Security-Policy')) {
        c.res.headers.set('Content-Security-Policy', defaultPolicy);
      }
      if (isHttpsRequest(c, alwaysHttps)) c.res.headers.set('Strict-Transport-Security', HSTS);
    });
}
