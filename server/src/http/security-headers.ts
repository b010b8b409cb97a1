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

/**
 * The pages any site may show in a frame: the school's public trial form (docs/join-form.md), which a school puts on
 * its own site with an <iframe>. Every other page and answer keeps refusing to be framed.
 */
const FRAMED_PAGES = /^\/join(\/|$)/;
export const isFramedPage = (path: string) => FRAMED_PAGES.test(path);

/**
 * The Content-Security-Policy header value, with extra script sources (hashes) where a page needs them; a framed
 * page lets any site be its frame's parent.
 */
export function contentSecurityPolicy(extraScriptSources: readonly string[] = [], framed = false): string {
  return Object.entries(DIRECTIVES)
    .map(([directive, sources]) => {
      let all: readonly string[] = sources;
      if (directive === 'script-src') all = [...sources, ...extraScriptSources];
      if (directive === 'frame-ancestors' && framed) all = ['*'];
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
const framedPolicy = contentSecurityPolicy([], true);
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * hono/secure-headers plus our CSP on every response, and HSTS when the request came over HTTPS. The SPA's
 * index.html sets its own policy (with the hashes of its inline scripts) and keeps it: neither step overwrites a
 * header a route already set.
 */
export function securityHeaders(alwaysHttps: boolean): MiddlewareHandler {
  return async (c, next) => {
    const framed = isFramedPage(c.req.path);
    await standardHeaders(c, async () => {
      await next();
      if (!c.res.headers.has('Content-Security-Policy')) {
        c.res.headers.set('Content-Security-Policy', framed ? framedPolicy : defaultPolicy);
      }
      if (isHttpsRequest(c, alwaysHttps)) c.res.headers.set('Strict-Transport-Security', HSTS);
    });
    // A framed page (above): no X-Frame-Options, which knows no «any site», and loadable into another site's page.
    if (framed) {
      c.res.headers.delete('X-Frame-Options');
      c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    }
  };
}
